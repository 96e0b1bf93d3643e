import fs from "node:fs";
import path from "node:path";
import { createRef } from "react";
import { act } from "@testing-library/react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import * as lucide from "lucide-react";
import createLucideIcon, { type LucideIconData } from "./lean-icon";

/** lucide-react's ES icon modules, each exporting its drawing as `__iconData` beside lucide's own component. */
const ICONS_DIR = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist", "esm", "icons");
const SOURCE_DIR = path.resolve(__dirname, "../..");

/** The icons the app imports by name from "lucide-react", as lucide's file names (BellRing: bell-ring). */
function iconsTheAppImports(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test."))
        for (const match of fs.readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g))
          for (const name of match[1].split(",").map((part) => part.trim())) if (name && !name.startsWith("type ")) names.add(name.replace(/\s+as\s+\w+$/, ""));
    }
  };
  walk(SOURCE_DIR);
  // lucide names an icon's file after the icon (its displayName), not after an alias the app imported; its other exports (Icon, the provider) have none.
  const displayNames = [...names].map((name) => ((lucide as Record<string, unknown>)[name] as { displayName?: string } | undefined)?.displayName);
  return displayNames
    .filter((name) => name !== undefined)
    .map((name) =>
      name
        .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
        .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
        .toLowerCase(),
    );
}

async function iconModule(name: string): Promise<{ __iconData?: LucideIconData; default: lucide.LucideIcon }> {
  const file = path.join(ICONS_DIR, `${name}.mjs`);
  if (!fs.existsSync(file)) throw new Error(`no lucide icon file ${file}`);
  return import(/* @vite-ignore */ file);
}

/** How the app draws icons, and the props lucide handles itself (which the lean icon hands to it). */
const PROPS: Array<Record<string, unknown>> = [
  {},
  { className: "h-4 w-4" },
  { className: "h-5 w-5 shrink-0 text-primary", "aria-hidden": "true" },
  { className: " h-4  w-4 h-4 lucide ", "aria-hidden": true },
  { "aria-hidden": false },
  { className: "", "aria-hidden": "true" },
  { size: 16, className: "text-muted" },
  { strokeWidth: 1.5, "aria-label": "Liked" },
];

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

describe("lean icons", () => {
  it("draw every icon the app imports exactly as lucide's own component does, whatever the props", async () => {
    const names = iconsTheAppImports();
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) {
      const { __iconData, default: LucideOwn } = await iconModule(name);
      const Lean = createLucideIcon(__iconData!);
      for (const props of PROPS) {
        // Twice: the second render uses what the first remembered.
        for (let pass = 0; pass < 2; pass++)
          expect(renderToString(<Lean {...props} />), `${name} ${JSON.stringify(props)}`).toBe(renderToString(<LucideOwn {...props} />));
      }
    }
  });

  it("draw lucide's other shapes and its aliases' classes the same (icons the app does not use yet)", async () => {
    // Some of each: every shape lucide draws with, and icons with aliases (more class names).
    const kinds = [/"circle"/, /"rect"/, /"line"/, /"ellipse"/, /"polyline"/, /"polygon"/, /aliases:/];
    const picked = new Set<string>();
    const files = fs.readdirSync(ICONS_DIR).filter((file) => file.endsWith(".mjs"));
    for (const kind of kinds)
      files
        .filter((file) => kind.test(fs.readFileSync(path.join(ICONS_DIR, file), "utf8")))
        .slice(0, 5)
        .forEach((file) => picked.add(file));
    expect(picked.size).toBeGreaterThanOrEqual(25);
    for (const file of picked) {
      const { __iconData, default: LucideOwn } = await iconModule(file.replace(/\.mjs$/, ""));
      const Lean = createLucideIcon(__iconData!);
      for (const props of PROPS) expect(renderToString(<Lean {...props} />), file).toBe(renderToString(<LucideOwn {...props} />));
    }
  });

  it("hydrate the server's markup without a mismatch, keep the drawing and pass the ref to the <svg>", async () => {
    const { __iconData } = await iconModule("heart");
    const Heart = createLucideIcon(__iconData!);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Heart className="h-4 w-4" aria-hidden="true" />);
    document.body.append(container);
    const ref = createRef<SVGSVGElement>();
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Heart ref={ref} className="h-4 w-4" aria-hidden="true" />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(ref.current).toBe(container.querySelector("svg"));
    expect(ref.current).toHaveClass("lucide", "lucide-heart", "h-4", "w-4");
    expect(ref.current?.querySelector("path")?.getAttribute("d")).toBe(__iconData!.node[0][1].d);
  });

  it("drawn by the app in the browser have their shapes in the SVG namespace", async () => {
    const { __iconData } = await iconModule("circle-check");
    const Check = createLucideIcon(__iconData!);
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(<Check className="h-4 w-4" />));
    const shapes = [...container.querySelectorAll("svg > *")];
    expect(shapes.map((shape) => shape.tagName)).toEqual(["circle", "path"]);
    for (const shape of shapes) expect(shape.namespaceURI).toBe("http://www.w3.org/2000/svg");
  });
});
