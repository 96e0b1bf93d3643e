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
    locals: [...body.matchAll(/local\("([^"]+)"\)/g)].map(([, name]) => name),
  };
});

/** Every source file of the app, for the font weights its classes ask for. */
const sources = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}"], { query: "?raw", import: "default", eager: true });

describe("the Tamil web fonts in index.css", () => {
  it("declares Noto Sans Tamil, Noto Serif Tamil and Device Tamil for the Tamil block only, swapping in", () => {
    expect(faces.map((face) => face.family).sort()).toEqual([
      "Device Tamil",
      "Device Tamil",
      "Noto Sans Tamil",
      "Noto Sans Tamil",
      "Noto Sans Tamil",
      "Noto Serif Tamil",
    ]);
    for (const face of faces) {
      expect(face.display).toBe("swap");
      // The Tamil block and nothing else: a page without a Tamil letter downloads no font.
      expect(face.range).toBe("U+0B80-0BFF");
    }
  });

  it("self-hosts each face from Fontsource's Tamil subset of its family and weight", () => {
    // The browser test (e2e/tamil-fonts.spec.ts) sees the built files load.
    for (const face of faces) {
      const file = face.family === "Noto Serif Tamil" ? "noto-serif-tamil" : "noto-sans-tamil";
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

  it("starts every font stack with a Tamil face", () => {
    // After a system font, a Tamil face still loading when the text is first laid out is never
    // used for it in Chromium: without a Tamil font on the computer, the letters stay boxes
    // (decision 019, "Revised again"; e2e/tamil-fonts.spec.ts).
    const stacks = [...css.matchAll(/--font-([\w-]+):([^;]+);/g)].map(([, name, stack]) => [name, stack.split(",")[0].trim()]);
    expect(stacks.map(([name]) => name).sort()).toEqual(["sans", "serif", "system"]);
    expect(Object.fromEntries(stacks)).toEqual({ sans: '"Noto Sans Tamil"', serif: '"Noto Serif Tamil"', system: '"Device Tamil"' });
    // Nothing in the stylesheet sets a font outside those stacks (besides the faces' own names).
    const families = [...css.replace(/@font-face\s*\{[^}]*\}/g, "").matchAll(/font-family:([^;]+);/g)].map(([, value]) => value.trim());
    for (const family of families) expect(family).toMatch(/^var\(--font-(sans|serif|system)\)$/);
  });

  it("has Device Tamil try the device's own Tamil font before downloading, in every weight font-system text uses", () => {
    // English pages (the language switch's தமிழ், the Tamil names of remembrance days) download no font on a device with one.
    const device = faces.filter((face) => face.family === "Device Tamil");
    for (const face of device) expect(face.locals).toEqual(expect.arrayContaining(["Noto Sans Tamil Regular", "Nirmala UI", "Tamil Sangam MN"]));
    const used = new Set([400]);
    const weights: Record<string, number> = { normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800, black: 900 };
    for (const source of Object.values(sources)) {
      for (const [classes] of source.matchAll(/[^"`']*\bfont-system\b[^"`']*/g)) {
        for (const [, name] of classes.matchAll(/\bfont-(normal|medium|semibold|bold|extrabold|black)\b/g)) used.add(weights[name]);
      }
    }
    expect([...used].sort()).toEqual(device.map((face) => face.weight).sort());
  });
});
