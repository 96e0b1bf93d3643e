import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { Locale } from "@kma/core/i18n/locales";
import type { PageFormState } from "@kma/core/engagement/page-forms";
import { BOOT_FILES_ID, PAGE_STATE_ID } from "@kma/core/page-boot";
import { BOOT_SCRIPT } from "./boot-script";
import { inProcessResponse } from "./in-process-response.mjs";
import { readsAheadOf } from "./memorial-page-reads-ahead";
import { sharedRead } from "./page-render-reads";
import { RenderThreads, type InProcessCall, type PageDays, type RenderResult } from "./render-threads";

type ServerEntry = {
  render: (
    url: string,
    options: { fetch: (input: string, init: RequestInit) => Promise<Response>; locale: Locale; form?: PageFormState },
  ) => Promise<RenderResult | null>;
};
type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * A page for an anonymous visitor: its status and whole HTML document, and whether it is a
 * public page rendered here (showing only what anyone may read) rather than the app shell.
 */
export type RenderedPage = {
  status: number;
  html: string;
  serverRendered: boolean;
  days?: PageDays;
  /**
   * `html` as UTF-8, when the render made it from its parts (fillTemplate): a page whose `html`
   * is changed after must leave this out.
   */
  bytes?: Buffer;
};

const ROOT = /<div id="root"><\/div>/;

/** JSON text inside a <script> element: `<` escaped so no `</script>` or `<!--` can end it early. */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
const scriptJson = (value: unknown) => scriptSafe(JSON.stringify(value));

/** The web app's built server render and its manifest: the files a render may run. */
export type ServerEntryFiles = { entryPath: string; manifest: Manifest };

/**
 * The web app's server render, when the build has one (dist/server/entry-server.js): null
 * otherwise, and the server sends the plain app shell as before.
 */
export function findServerEntry(webRoot: string): ServerEntryFiles | null {
  const entryPath = path.join(webRoot, "server", "entry-server.js");
  const manifestPath = path.join(webRoot, ".vite", "manifest.json");
  if (!fs.existsSync(entryPath) || !fs.existsSync(manifestPath)) return null;
  return { entryPath, manifest: JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Manifest };
}

/** Every file a source module's chunk needs at once: its own, its static imports', and their CSS. */
function chunkFiles(manifest: Manifest, modules: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Calls the API in-process, as an anonymous browser would over HTTP: the same URL, method and
 * body, no cookies, no token. What the page is rendered from is then exactly what the browser's
 * own call would have got, and whatever the API does for its reads (counting a memorial's
 * read, caching) happens once, here. Within a render, the same call is made once (a shared read,
 * decision 046): a call made ahead of React (`readsAheadOf`) is the one React's then takes.
 */
function inProcessCall(app: FastifyInstance): InProcessCall {
  const made = inProcessCallMade(app);
  return (input, init) => sharedRead(`call ${init.method} ${input} ${init.body ?? ""}`, () => made(input, init));
}

function inProcessCallMade(app: FastifyInstance): InProcessCall {
  return async (input, { method, body }) => {
    const url = new URL(input, "http://in-process");
    let response;
    try {
      response = await app.inject({
        method: method as "GET" | "POST",
        url: `${url.pathname}${url.search}`,
        headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
        payload: body,
      });
    } catch (error) {
      // No answer at all (the server has begun to close): the page shows that part as failed
      // and is still a 200, so neither the memory nor the kept pages may keep it. (A read that
      // answers an error makes the page an error, which nothing keeps.)
      app.publicCache.markUncacheable();
      throw error;
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return {
      status: response.statusCode,
      contentType: String(response.headers["content-type"] ?? "application/json"),
      payload: empty ? Buffer.alloc(0) : response.rawPayload,
    };
  };
}

/** The same calls as a `fetch`, for a render on this thread. */
function inProcessFetch(call: InProcessCall) {
  return async (input: string, init: RequestInit): Promise<Response> => {
    const { status, contentType, payload } = await call(input, { method: init.method ?? "GET", body: typeof init.body === "string" ? init.body : undefined });
    return inProcessResponse(payload, { status, contentType });
  };
}

/** The files a source module's chunk needs that `template` does not already name: stylesheets, and scripts to preload. */
function chunkAssets(template: string, manifest: Manifest, modules: string[]) {
  const existing = new Set([...template.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
  const { scripts, styles } = chunkFiles(manifest, modules);
  return {
    styleLinks: styles.filter((file) => !existing.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    scripts: scripts.filter((file) => !existing.has(file)).map((file) => `/${file}`),
  };
}

// The spaces before a tag go with it; they are looked for from the start of a run of spaces
// only, so an indentation is not read again from each of its characters.
const ENTRY_SCRIPT = /(?<!\s)\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /(?<!\s)\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;

/**
 * The template without its JavaScript (the entry script and its modulepreloads), and the files
 * it named, entry first: a server-rendered page fetches them through BOOT_SCRIPT (decision 030).
 * Null when the template has no entry script to move.
 */
function withoutScripts(template: string): { html: string; files: string[] } | null {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) return null;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  return { html: template.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, ""), files: [entry[1], ...preloads] };
}

/** A letter of the Tamil block: what the web app's Tamil @font-face rules cover (apps/web/src/index.css). */
const TAMIL_LETTER = /[\u0B80-\u0BFF]/;
/** The Tamil faces nearly every Tamil page draws with: body text and headings, both regular. */
const TAMIL_FONT = /\/noto-(?:sans|serif)-tamil-tamil-400-normal\.woff2$/;

/**
 * Preloads of the regular Tamil fonts when the page shows Tamil text (decision 019): fetched
 * with the stylesheet instead of after it, they are there for the first paint, and the text does
 * not move when they swap in. Tamil text is the page in Tamil, or Tamil in what the page shows
 * (its state: names and words families wrote), not the language switch's தமிழ், which every
 * English page has and which is drawn with the device's font. Other pages name none.
 */
function tamilFontLinks(showsTamil: boolean, manifest: Manifest): string[] {
  if (!showsTamil) return [];
  return Object.values(manifest)
    .filter((chunk) => chunk.src && TAMIL_FONT.test(chunk.src))
    .map((chunk) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${chunk.file}" />`);
}

const withHeadLinks = (html: string, links: string[]) => (links.length > 0 ? html.replace(/<\/head>/i, () => `  ${links.join("\n    ")}\n  </head>`) : html);

/**
 * Puts a server render into the page's HTML (index.html, already carrying the page's share
 * tags): the first images' preloads and the screen's stylesheets in the head, the markup in
 * #root, the state to hydrate from after it, and the script that starts the app once the page
 * has loaded (decision 030) in place of the template's own script tags.
 */
export function fillTemplate(template: string, result: RenderResult, manifest: Manifest, locale: Locale): { html: string; bytes: Buffer } {
  // A render thread sends the state as JSON text, made where the render ran (decision 050).
  const json = scriptSafe(result.stateJson ?? JSON.stringify(result.state));
  const showsTamil = locale === "ta" || TAMIL_LETTER.test(json);
  const moved = withoutScripts(template);
  const { styleLinks, scripts } = chunkAssets(template, manifest, result.modules);
  const scriptLinks = moved ? [] : scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`);
  const links = [...(result.head ? [result.head] : []), ...tamilFontLinks(showsTamil, manifest), ...styleLinks, ...scriptLinks];
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
  const boot = moved
    ? `\n    <script type="application/json" id="${BOOT_FILES_ID}">${scriptJson([...moved.files, ...scripts])}</script>\n    <script>${BOOT_SCRIPT}</script>`
    : "";
  // The head's links go into the template before the markup does: searched for in the whole
  // page, </head> cost a copy of the page's 100 KB and 0.9 ms of the server's thread.
  const page = withHeadLinks(moved?.html ?? template, links);
  const root = ROOT.exec(page);
  if (!root) return { html: page, bytes: Buffer.from(page) };
  const before = `${page.slice(0, root.index)}<div id="root">`;
  const after = `</div>\n    ${state}${boot}${page.slice(root.index + root[0].length)}`;
  // Encoded part by part: the page as one string is a chain of its parts, which encoding it
  // whole first copied into one (1.5 ms of this thread for a memorial's 140 KB, against 0.2).
  return { html: before + result.html + after, bytes: Buffer.concat([Buffer.from(before), Buffer.from(result.html), Buffer.from(after)]) };
}

/**
 * `renderPage(url, template, locale, form)`: a public page (home, a memorial, a search, a profile, a missing
 * page) rendered for an anonymous visitor into `template`; other pages get `template` as it is,
 * for the browser to render. `form`: what a memorial page's form post came to (decision 037),
 * shown on the page; such a page is one visitor's and is never cached.
 * Its only effects are the API reads the page makes, so its answer may be cached like them.
 *
 * With `threads` above 0, React renders in that many worker threads (decision 050), started when
 * the server listens and ended when the app closes; with 0, on this thread.
 */
export async function createPageRenderer(app: FastifyInstance, { entryPath, manifest }: ServerEntryFiles, threads: number) {
  const call = inProcessCall(app);
  let render: (url: string, options: { locale: Locale; form?: PageFormState }) => Promise<RenderResult | null>;
  if (threads > 0) {
    const pool = new RenderThreads(entryPath, threads, call, app.log);
    app.addHook("onListen", async () => void pool.warm());
    app.addHook("onClose", () => pool.close());
    render = (url, options) => pool.render(url, options);
  } else {
    const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
    const fetch = inProcessFetch(call);
    render = (url, options) => entry.render(url, { fetch, ...options });
  }
  return async (url: string, template: string | Promise<string>, locale: Locale, form?: PageFormState): Promise<RenderedPage> => {
    const rendered = render(url, { locale, form });
    // While React starts, the calls it will make once it has the memorial are made (decision
    // 057); a call that fails here fails React's, as it would have on its own.
    void readsAheadOf(app, url).then(
      (calls) => calls.forEach(({ input, method, body }) => void call(input, { method, body }).catch(() => {})),
      () => {},
    );
    // The template may still be in the making (its share tags read the memorial): the render
    // starts beside it, and their reads of the memorial are one (decision 046).
    const [result, html] = await Promise.all([rendered, template]);
    return result
      ? { status: result.status, ...fillTemplate(html, result, manifest, locale), serverRendered: true, days: result.days }
      : { status: 200, html, serverRendered: false };
  };
}
