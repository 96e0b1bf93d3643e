import { describe, expect, it } from "vitest";

// Vite's module listing, which Vitest runs; declared here so the package needs neither Node's
// nor Vite's types.
declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: "?raw"; import: "default"; eager: true }): Record<string, string>;
  }
}

// A cycle between modules, even one made only of `import type`, means two
// files each need the other to be understood: the rules and their schemas, or
// catalog pieces, can no longer be read, moved or split on their own, and a
// value cycle can hand a module an export that is still undefined at load.
// The lower module owns what both sides need; this walk keeps it that way.

/** Every module's text by its path from src ("posts/post-rules.ts"), tests included. */
const SOURCES = Object.fromEntries(
  Object.entries(import.meta.glob("./**/*.ts", { query: "?raw", import: "default", eager: true })).map(([file, text]) => [file.replace(/^\.\//, ""), text]),
);

// `import … from "x"`, `import type … from "x"`, `export … from "x"`,
// `export type … from "x"`, bare `import "x"` and `import("x")` (also in
// type positions), across line breaks.
const SPECIFIER = /(?:\bimport|\bexport)\s[^;'"`]*?\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

/** "posts/x.ts" + "../i18n/y" -> "i18n/y"; undefined when it climbs out of src. */
function join(fromFile: string, spec: string): string | undefined {
  const parts = fromFile.split("/").slice(0, -1);
  for (const part of spec.split("/")) {
    if (part === "..") {
      if (!parts.length) return undefined;
      parts.pop();
    } else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

function resolveSpecifier(from: string, spec: string, known: Set<string>): string | undefined {
  let base: string | undefined;
  if (spec.startsWith(".")) base = join(from, spec);
  else if (spec.startsWith("@kma/core/")) base = spec.slice("@kma/core/".length);
  if (base === undefined) return undefined;
  const candidates = [base, base.replace(/\.js$/, ".ts"), `${base}.ts`, `${base}/index.ts`];
  return candidates.find((c) => known.has(c));
}

/** Each module's imports of other modules of this package, keyed by path from src. */
function importGraph(sources: Record<string, string>): Map<string, string[]> {
  const known = new Set(Object.keys(sources));
  const graph = new Map<string, string[]>();
  for (const [file, source] of Object.entries(sources)) {
    const text = stripComments(source);
    const targets = new Set<string>();
    for (const m of text.matchAll(SPECIFIER)) {
      const spec = m[1] ?? m[2] ?? m[3];
      const target = resolveSpecifier(file, spec, known);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Every strongly connected group of two or more files, each shown as one concrete cycle. */
function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);

  // One shortest way round each group, from its first file back to itself.
  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0];
    const previous = new Map<string, string>();
    const queue = [start];
    const seen = new Set([start]);
    while (queue.length) {
      const v = queue.shift()!;
      for (const w of graph.get(v) ?? []) {
        if (!members.has(w)) continue;
        if (w === start) {
          const path = [v];
          while (path[0] !== start) path.unshift(previous.get(path[0])!);
          return [...path, start];
        }
        if (!seen.has(w)) {
          seen.add(w);
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    return [...group, group[0]];
  });
}

describe("packages/core imports", () => {
  it("have no cycle, type-only imports included", () => {
    expect(SOURCES["posts/post-rules.ts"]).toContain("post-shapes");
    const cycles = findCycles(importGraph(SOURCES)).map((cycle) => cycle.join(" -> "));
    expect(cycles).toEqual([]);
  });

  it("sees a cycle made only of type imports, across folders, re-exports and the package path", () => {
    const graph = importGraph({
      "a/x.ts": 'import type { Y } from "../b/y";',
      "b/y.ts": 'export {\n  z,\n} from "./z.ts";\ntype W = typeof import("../c/w");',
      "b/z.ts": 'import { type X } from "@kma/core/a/x";',
      "c/w.ts": '// import "../a/x";\n/* export * from "../a/x"; */',
    });
    expect(graph.get("c/w.ts")).toEqual([]);
    expect(findCycles(graph)).toEqual([["a/x.ts", "b/y.ts", "b/z.ts", "a/x.ts"]]);
  });
});
