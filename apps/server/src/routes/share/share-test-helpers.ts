import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/** Helpers shared by the share-preview tests. */

export const FAKE_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Keep Memories Alive: the app's own description." />
    <title>Keep Memories Alive</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A tiny built web app (index.html and one asset) in a temp folder, removed after the file's tests. */
export function makeFakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-web-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), FAKE_INDEX_HTML);
  fs.writeFileSync(path.join(dir, "assets", "index-test.js"), "console.log('app');\n");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);

/** Every value of a head tag, unescaped: `tagValues(html, "property", "og:title")`. */
export function tagValues(html: string, attr: "name" | "property", key: string): string[] {
  const pattern = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)" />`, "g");
  return [...html.matchAll(pattern)].map((m) => unescape(m[1]));
}

/** The one value of a head tag; throws unless there is exactly one. */
export function tag(html: string, attr: "name" | "property", key: string): string {
  const values = tagValues(html, attr, key);
  if (values.length !== 1) throw new Error(`expected one ${key}, found ${values.length}`);
  return values[0];
}

export function titleOf(html: string): string {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  if (titles.length !== 1) throw new Error(`expected one <title>, found ${titles.length}`);
  return unescape(titles[0][1]);
}

export function canonicalOf(html: string): string {
  const links = [...html.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)];
  if (links.length !== 1) throw new Error(`expected one canonical link, found ${links.length}`);
  return unescape(links[0][1]);
}

/** Headers of a link-preview crawler, which does not ask for text/html. */
export const CRAWLER = { accept: "*/*", "user-agent": "WhatsApp/2.23.20.0 A" };
