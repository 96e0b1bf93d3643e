import { describe, expect, it } from "vitest";
import css from "./index.css?raw";

const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
  const value = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1].trim();
  return {
    family: value("font-family")?.replace(/"/g, ""),
    weight: Number(value("font-weight")),
    display: value("font-display"),
    range: value("unicode-range"),
    url: /url\("([^"]+)"\)/.exec(body)?.[1],
  };
});

/** Every source file of the app, for the font weights its classes ask for. */
const sources = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}"], { query: "?raw", import: "default", eager: true });

describe("the Tamil web fonts in index.css", () => {
  it("declares Noto Sans Tamil and Noto Serif Tamil for the Tamil block only, swapping in", () => {
    expect(faces.map((face) => face.family).sort()).toEqual(["Noto Sans Tamil", "Noto Sans Tamil", "Noto Sans Tamil", "Noto Serif Tamil"]);
    for (const face of faces) {
      expect(face.display).toBe("swap");
      // The Tamil block and nothing else: a page without a Tamil letter downloads no font.
      expect(face.range).toBe("U+0B80-0BFF");
    }
  });

  it("self-hosts each face from Fontsource's Tamil subset of its family and weight", () => {
    // The browser test (e2e/tamil-fonts.spec.ts) sees the built files load.
    for (const face of faces) {
      const file = face.family === "Noto Sans Tamil" ? "noto-sans-tamil" : "noto-serif-tamil";
      expect(face.url).toBe(`@fontsource/${file}/files/${file}-tamil-${face.weight}-normal.woff2`);
    }
  });

  it("has a Noto Sans Tamil face for every weight the app's text uses", () => {
    const weights: Record<string, number> = { normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800, black: 900 };
    const used = new Set([400]);
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    for (const source of Object.values(sources)) {
      for (const [, name] of source.matchAll(/\bfont-(normal|medium|semibold|bold|extrabold|black)\b/g)) used.add(weights[name]);
    }
    const declared = faces.filter((face) => face.family === "Noto Sans Tamil").map((face) => face.weight);
    expect([...used].sort()).toEqual(declared.sort());
  });

  it("sets serif text in the one weight Noto Serif Tamil has", () => {
    // A bolder serif would be drawn faux-bold in Tamil, and costs the browser a font lookup per
    // family of the serif stack (decision 019, "Revised").
    const serifWeights = faces.filter((face) => face.family === "Noto Serif Tamil").map((face) => face.weight);
    expect(serifWeights).toEqual([400]);
    for (const [file, source] of Object.entries(sources)) {
      for (const [classes] of source.matchAll(/[^"`']*\bfont-serif\b[^"`']*/g)) {
        expect(classes, file).not.toMatch(/\bfont-(medium|semibold|bold|extrabold|black)\b/);
      }
    }
  });

  it("puts each Tamil family after the system fonts and before the generic family", () => {
    // Latin text finds its system font before the Tamil face (the browser then never resolves
    // the Tamil face for it), and a Tamil letter, which those fonts lack, still reaches Noto.
    expect(css).toMatch(/--font-sans:\s*system-ui,\s*"Noto Sans Tamil",\s*sans-serif/);
    expect(css).toMatch(/--font-serif:\s*"Iowan Old Style",[^;]*"Times New Roman",\s*"Noto Serif Tamil",\s*serif;/);
  });
});
