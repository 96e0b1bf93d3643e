import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { DEFAULT_LOCALE, type Locale } from "@kma/core/i18n/locales";
import { POSTED_COOKIE, readPostedCookieValue, type PageFormState } from "@kma/core/engagement/page-forms";
import { MESSAGES } from "@kma/core/messages";
import { localToday } from "@kma/core/posts/remembrance-dates";
import { withSharedReads } from "../services/page-render-reads";
import { KeptPages, LIKES_SCOPE, POST_SCOPE, type KeptPage, type KeptPageSearch, type RenderToKeep } from "../services/kept-pages";
import { withLikeCount } from "../services/like-count-patch";
import { PagesAhead, watchReaders } from "../services/pages-ahead";
import { PageRenewals } from "../services/page-renewals";
import { createPageRenderer, findServerEntry, type RenderedPage } from "../services/render-page";
import type { Config } from "../config";
import { readCookie } from "../lib/cookies";
import { SERVER_CODE_ID } from "../lib/server-root";
import { NOINDEX_TAG } from "../lib/html-head";
import { withNoScriptNote } from "../lib/no-script-note";
import type { Collected, Computed } from "../lib/public-cache";
import { readOptionsOf, SCOPES } from "./public-cache";
import { OPENER_POLICY } from "./security-headers";

/** The page being rendered: its request URL (path and query), its reader's language, and where to log. */
export type PageRequest = { url: string; locale: Locale; log: FastifyBaseLogger };

declare module "fastify" {
  interface FastifyInstance {
    /** Hooks that may rewrite index.html for a page (share previews); the first that returns HTML wins. */
    htmlRewriters: Array<(page: PageRequest, html: string) => Promise<string | null>>;
    /**
     * The HTML document of the page at `url` for an anonymous visitor (every page load is one:
     * the token lives in the browser): server-rendered for public pages, the app shell with its
     * share tags for the rest. No effect besides the API reads the page makes. `form`: what a
     * memorial page's form post came to (decision 037), shown on that page.
     */
    renderPage: (url: string, options?: { log?: FastifyBaseLogger; locale?: Locale; form?: PageFormState }) => Promise<RenderedPage>;
    /**
     * Listed memorials' pages rendered and kept ahead of need (decision 054), walked from when
     * the server listens if the settings ask for it; null when no page is kept at all.
     */
    pagesAhead: PagesAhead | null;
    /** Memorial pages rendered again behind the soft writes that changed them (decision 060); null when off. */
    pageRenewals: PageRenewals | null;
  }
}

const YEAR = 60 * 60 * 24 * 365;
const brotli = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);
/** Quality 5: most of brotli's gain on HTML for a millisecond or two per page. */
const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Serves the built web app: hashed assets pre-compressed and cached for a year, and for every
 * other GET that is not /api a page that is never cached: public pages rendered on the server
 * (when the build has its server entry), the rest index.html for the app's own router.
 */
export const webPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  app.decorate("htmlRewriters", []);
  const indexPath = path.join(root, "index.html");
  if (!fs.existsSync(indexPath)) {
    app.decorate("pagesAhead", null);
    app.decorate("pageRenewals", null);
    app.log.warn({ root }, "web app not built: only the API is served");
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: MESSAGES.notFound }));
    return;
  }
  let indexHtml = fs.readFileSync(indexPath, "utf8");
  const serverEntry = findServerEntry(root);
  const renderInto = serverEntry ? await createPageRenderer(app, serverEntry, app.config.renderThreads) : null;
  // Which build a page kept in the database was rendered by (decision 052): a server process of
  // another build forgets it when it starts, one of the same build sends it on.
  const keptPages =
    serverEntry && app.config.responseCache ? await KeptPages.open(app.db, buildIdOf(indexHtml, serverEntry.entryPath, app.config), localToday()) : null;

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The server render and the build manifest are for this process, not for browsers.
    allowedPath: (pathname) => !/^\/(server|\.vite)(\/|$)/.test(pathname),
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("Cache-Control", hashed ? `public, max-age=${YEAR}, immutable` : "public, max-age=3600");
    },
  });

  app.decorate("renderPage", (url: string, options: { log?: FastifyBaseLogger; locale?: Locale; form?: PageFormState } = {}): Promise<RenderedPage> => {
    // The share preview and the page's API calls read the memorial once between them (decision 046).
    const render = () =>
      withSharedReads(
        () => app.publicCache.invalidationCount,
        () => renderPageNow(url, options),
      );
    // Every render's reads take nothing stale (decision 055), so a writer's page (a form's answer
    // included) shows their words; a render the cache keeps gathers its reads' scopes itself.
    return app.publicCache.collecting() ? render() : app.publicCache.collect(render).then(({ value }) => value);
  });

  /** `html` as the first of the rewriters that changes it makes it (the share previews' tags). */
  async function withRewrites(html: string, page: PageRequest): Promise<string> {
    for (const rewrite of app.htmlRewriters) {
      const rewritten = await rewrite(page, html);
      if (rewritten) return rewritten;
    }
    return html;
  }

  async function renderPageNow(
    url: string,
    { log = app.log, locale = DEFAULT_LOCALE, form }: { log?: FastifyBaseLogger; locale?: Locale; form?: PageFormState },
  ): Promise<RenderedPage> {
    if (process.env.NODE_ENV !== "production" && fs.existsSync(indexPath)) indexHtml = fs.readFileSync(indexPath, "utf8");
    // The page's share tags (their read of the memorial) are made while React renders it.
    const template = withRewrites(withLanguage(indexHtml, locale), { url, locale, log });
    if (renderInto) {
      try {
        const page = await renderInto(url, template, locale, form);
        return page.serverRendered ? page : { status: page.status, serverRendered: false, days: page.days, html: withNoScriptNote(page.html, locale) };
      } catch (error) {
        // The app shell still works: the browser renders the page itself.
        log.error({ err: error, url }, "server render failed");
      }
    }
    return { status: 200, html: withNoScriptNote(await template, locale), serverRendered: false };
  }

  /**
   * A page as the cache of public reads keeps it: rendered once, compressed once (the cache
   * counts what it keeps: the compressed page, about a sixth of its markup), and invalidated
   * with the API reads it was made from (their scopes are collected while it renders). A page
   * whose render used a read the cache does not know, or that is not a 200, is rendered for
   * every visit. Serving a kept memorial page counts its view, as rendering it did.
   */
  type PageInMemory = PackedPage & { replays: Array<() => void> };
  async function pageFor(request: FastifyRequest): Promise<PageInMemory> {
    const options = { log: request.log, locale: request.locale };
    if (!app.config.responseCache) return { ...(await packPage(await app.renderPage(request.url, options))), replays: [] };
    let computed = false;
    // A page may show dates counted from today (a memorial's remembrance dates): kept in memory
    // for the day; in the database, for the days its render said it reads the same (decision 052).
    const day = localToday();
    const key = `page ${request.locale} ${day} ${request.url}`;
    const page = await app.publicCache.remember<PageInMemory>(
      key,
      () => {
        computed = true;
        return computePage(key, request.url, request.locale, day, request.log, { visit: true });
      },
      // A memorial's own page is rendered again behind a write that changed it (decision 060).
      { ...readOptionsOf(request), renew: MEMORIAL_PAGE.test(request.url) ? renewalOf(key, request.url, request.locale, day) : undefined },
    );
    if (!computed) for (const replay of page.replays) replay();
    return page;
  }

  /**
   * How the page under `key` is computed again behind a write: made outside `pageFor`, so that
   * what the entry keeps holds these few strings, not the request of the reader it was made for.
   */
  function renewalOf(key: string, url: string, locale: Locale, day: string) {
    return () => computePage(key, url, locale, day, app.log, { visit: false });
  }

  /**
   * The page at `url` in `locale` on `day`, as the memory keeps it under `key`: sent on from its
   * copy kept in the database when that copy is valid, else rendered (and kept there for later,
   * without making anyone wait). A `visit` counts the memorial's view now; a page computed for
   * nobody's visit (a renewal behind a write) counts none, and its reads keep nothing in memory.
   */
  async function computePage(key: string, url: string, locale: Locale, day: string, log: FastifyBaseLogger, { visit }: { visit: boolean }) {
    const bytesOf = (page: PackedPage) => page.br.length + key.length * 2 + PAGE_ENTRY_OVERHEAD;
    // Kept in the database (decision 048): memorial pages only, at their own address.
    // Not while a write's changes wait to be recorded: a kept page could be older than it.
    const search = app.keptPagesTrusted() ? ((await keptPages?.find(url, locale, day, log)) ?? null) : null;
    const found = search?.found.page;
    // A copy only a like changed is mended by its count of flowers, not rendered (decision 064).
    const kept = found?.likesChanged ? withLikesNow(search!, found, log) : found;
    if (kept) {
      const { countsViewOf, authorId } = kept;
      const replays = countsViewOf && authorId ? [() => app.postReads.record(countsViewOf, authorId)] : [];
      if (visit) for (const replay of replays) replay();
      const packed: PackedPage = { status: 200, serverRendered: true, br: kept.br, etag: kept.etag, noindex: kept.noindex };
      return { value: { ...packed, replays }, deps: kept.scopes, bytes: bytesOf(packed) } satisfies Computed<PageInMemory>;
    }
    const { value, collected } = await app.publicCache.collect(() => app.renderPage(url, { log, locale }), { ahead: !visit });
    const keep = value.status === 200 && !collected.uncacheable && collected.deps.size > 0;
    const packed = await packPage(value);
    // Sent now from memory; kept for later without making this reader wait.
    const toKeep = keptRenderOf(value, collected, packed);
    if (search && toKeep) keptPages?.keep(search, toKeep, log);
    return { value: { ...packed, replays: collected.replays }, deps: [...collected.deps], bytes: bytesOf(packed), keep } satisfies Computed<PageInMemory>;
  }

  /**
   * The kept copy `found` by `search`, valid but for its count of flowers, mended by the count its
   * lookup read (like-count-patch.ts) and kept so, in the background as a render is; null when it
   * cannot be mended, and the page is rendered. Done at once, on this thread: a few tenths of a
   * millisecond to open the page and under two to compress it again, against a render's twenty
   * and more, and no wait for another thread on a busy day.
   */
  function withLikesNow(search: KeptPageSearch, found: KeptPage, log: FastifyBaseLogger): KeptPage | null {
    if (found.likesNow === null || !keptPages) return null;
    let page: PackedPage;
    try {
      const opened = zlib.brotliDecompressSync(found.br);
      const bytes = withLikeCount(opened, found.likesNow);
      if (bytes === null) return null;
      // A like taken back leaves the count as it was: the kept bytes are sent as they are.
      page =
        bytes === opened
          ? { status: 200, serverRendered: true, br: found.br, etag: found.etag, noindex: found.noindex }
          : packedOf({ status: 200, serverRendered: true }, bytes, zlib.brotliCompressSync(bytes, brotliOptionsFor(bytes)));
    } catch (error) {
      // Bytes that are not a page (a row changed by hand): rendered instead.
      log.warn({ err: error, url: search.path }, "could not mend a kept page's count of flowers; rendering it");
      return null;
    }
    keptPages.keep(search, { page, deps: new Set(found.scopes), countsView: found.countsViewOf !== null, days: found.days }, log);
    return { ...found, br: page.br, etag: page.etag, noindex: page.noindex, likesChanged: false };
  }

  /**
   * A listed memorial's page in the site's default language, rendered as nobody's visit and kept
   * in the database (decision 054), unless a copy to send today is kept already. Answers whether
   * it kept one.
   */
  async function keepPageAhead(blogId: string): Promise<boolean> {
    if (!keptPages || !app.keptPagesTrusted()) return false;
    // The memorial's own address, as the table keys it (kept-pages.ts).
    const url = `/post/${blogId}`;
    const search = await keptPages.find(url, DEFAULT_LOCALE, localToday(), app.log);
    if (!search || search.found.page) return false;
    // Nobody is reading it: its reads keep nothing in memory and count no view (the copy counts each visit it is sent to).
    const { value, collected } = await app.publicCache.collect(() => app.renderPage(url), { ahead: true });
    const toKeep = keptRenderOf(value, collected, await packPage(value));
    return toKeep ? keptPages.keepNow(search, toKeep) : false;
  }

  // Before the server listens no reader can come; once it does, the walk waits for them to be quiet.
  let quiet = () => true;
  const pagesAhead = keptPages
    ? new PagesAhead(
        { withoutKeptPage: (after, limit) => keptPages.withoutKeptPage(DEFAULT_LOCALE, localToday(), after, limit), keep: keepPageAhead },
        { quiet: () => quiet(), log: app.log },
      )
    : null;
  app.decorate("pagesAhead", pagesAhead);
  if (pagesAhead && app.config.keepPagesAhead) {
    app.addHook("onListen", async () => {
      quiet = watchReaders(app.server);
      pagesAhead.start();
    });
    app.addHook("preClose", async () => pagesAhead.stop());
  }

  /**
   * A soft write's memorial, rendered again behind it (decision 060): its pages this process keeps
   * in memory (any language) that readers are reading, so their next reader is sent the fresh
   * page instead of rendering it. Each is kept in the database as a reader's render is.
   */
  async function renewPagesOf(postId: string) {
    // Today's pages: one kept under an earlier day is no longer asked for.
    const today = localToday();
    for (const key of app.publicCache.renewableOf(SCOPES.post(postId))) if (key.split(" ")[2] === today) await app.publicCache.renew(key);
  }

  const pageRenewals =
    keptPages && app.config.keepPagesAhead
      ? new PageRenewals({ renew: renewPagesOf, afterMs: Math.min(RENEW_AFTER_MS, app.config.readsLagMs / 4), log: app.log })
      : null;
  app.decorate("pageRenewals", pageRenewals);
  if (pageRenewals) {
    app.afterSoftWrite.push((scopes) => {
      for (const scope of scopes) {
        // A like's page is mended behind it, at the cost of its count's read (decision 064).
        const postId = POST_SCOPE.exec(scope)?.[1] ?? LIKES_SCOPE.exec(scope)?.[1];
        if (postId) pageRenewals.add(postId);
      }
    });
    app.addHook("preClose", async () => pageRenewals.stop());
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const posted = readPostedCookieValue(readCookie(request.headers.cookie, POSTED_COOKIE));
    if (posted) {
      // Back from a memorial page's form post (decision 037): its notice, on this visitor's page, once.
      const pathname = request.url.split("?")[0]!.replace(/(.)\/$/, "$1");
      // The path the cookie was set for (a memorial's address is letters, digits and - . _ ~ %).
      if (/^\/[\w\-./%~]*$/.test(pathname)) reply.header("Set-Cookie", `${POSTED_COOKIE}=; Path=${pathname}; Max-Age=0; SameSite=Lax; HttpOnly`);
      const page = await app.renderPage(request.url, { log: request.log, locale: request.locale, form: posted });
      return sendPage(request, reply, await packPage(page), { personal: true });
    }
    return sendPage(request, reply, await pageFor(request));
  }

  app.get("/", sendIndex);
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if ((request.method === "GET" || request.method === "HEAD") && !isApi && wantsPage(request)) return sendIndex(request, reply);
    return reply.status(404).send({ error: MESSAGES.notFound });
  });
});

/** Settings left out of a build's identity: secrets, then how the process runs. */
const SHOWN_ON_NO_PAGE = new Set<keyof Config>([
  "databaseUrl",
  "jwtSecret",
  "smtpUrl",
  "port",
  "host",
  "dataDir",
  "logLevel",
  "rateLimit",
  "responseCache",
  "cacheBytes",
  "listsLagMs",
  "readsLagMs",
  "reminders",
  "renderThreads",
  "keepPagesAhead",
  "trustProxy",
]);

/**
 * The build's identity, hashed: the web app's index.html and server render, the server's own code
 * (the presenters shape what a page shows), and the settings a page may show (the site's address
 * in its share tags, the storage its pictures come from). Secrets are left out, and so is how the
 * process runs (its port, threads, cache size, log level): those change no page.
 */
function buildIdOf(indexHtml: string, serverEntryPath: string, config: Config): string {
  const shown = Object.entries(config).filter(([name]) => !SHOWN_ON_NO_PAGE.has(name as keyof Config));
  return crypto
    .createHash("sha256")
    .update(indexHtml)
    .update(fs.readFileSync(serverEntryPath))
    .update(SERVER_CODE_ID)
    .update(JSON.stringify(shown))
    .digest("base64url");
}

/**
 * A render as the database may keep it (kept-pages.ts decides whether it is a memorial's own
 * page): a server-rendered 200 made from cached reads alone; null for anything else.
 */
function keptRenderOf(value: RenderedPage, collected: Collected, page: PackedPage): RenderToKeep | null {
  if (value.status !== 200 || !value.serverRendered || collected.uncacheable) return null;
  return { page, deps: collected.deps, countsView: collected.replays.length > 0, days: value.days };
}

/**
 * A memorial's own page, the one renewed behind a write (decision 060): `/post/<blog_id>`, no
 * query. A blog_id is letters, digits and hyphens, none of which is ever percent-encoded, so a
 * memorial has one such address: other spellings of it (`%61` for `a`) are not renewed, and
 * nobody can make one write cost many renders.
 */
const MEMORIAL_PAGE = /^\/post\/[A-Za-z0-9._~-]+$/;

/**
 * How long after a soft write its memorial's page is rendered again: a burst of likes and
 * messages on one memorial within it is rendered once, and readers meanwhile have the page as it
 * was (a quarter of the second they may, so the render is done well within it).
 */
const RENEW_AFTER_MS = 250;

/** What a kept page's entry holds besides its compressed bytes (its key aside): headers, closures. */
const PAGE_ENTRY_OVERHEAD = 512;

/**
 * A page ready to send, as the cache keeps it: brotli-compressed once (nearly every browser asks
 * for brotli; the rare client that does not gets it decompressed), with its ETag and what its
 * headers need worked out from the markup, which is not kept.
 */
export type PackedPage = { status: number; serverRendered: boolean; br: Buffer; etag: string; noindex: boolean };

export async function packPage(page: RenderedPage): Promise<PackedPage> {
  // The markup's bytes made once (by the render, when it made them), for the compression and the hash alike.
  const bytes = page.bytes ?? Buffer.from(page.html);
  return packedOf(page, bytes, await brotli(bytes, brotliOptionsFor(bytes)));
}

const brotliOptionsFor = (bytes: Buffer) => ({ params: { ...BROTLI_FAST.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });

/** A page's `bytes` (UTF-8) ready to send, with their brotli `br`. */
function packedOf(page: Pick<RenderedPage, "status" | "serverRendered">, bytes: Buffer, br: Buffer): PackedPage {
  return {
    status: page.status,
    serverRendered: page.serverRendered,
    br,
    etag: `W/"${crypto.createHash("sha1").update(bytes).digest("base64url")}"`,
    // An unlisted memorial (decision 020): crawlers that read headers only are told too. Looked
    // for in the bytes: the page as text may be a chain of parts, which a search would copy into one.
    noindex: bytes.includes(NOINDEX_TAG),
  };
}

/**
 * Sends an HTML page. A server-rendered page that is the same for everyone may be kept a second
 * by a proxy and revalidated by its ETag; a `personal` one (a form's answer, decision 037) is
 * this visitor's alone and kept by nobody.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: PackedPage, { personal = false }: { personal?: boolean } = {}) {
  // The page's language comes from the cookie or Accept-Language: a shared cache must keep them apart.
  reply.status(page.status).header("Vary", "Accept-Encoding, Accept-Language, Cookie").type("text/html; charset=utf-8");
  if (personal) {
    reply.header("Cache-Control", "private, no-store");
  } else if (page.status === 200 && page.serverRendered) {
    // Rendered signed out for everyone (the app adds the visitor's session in the browser), so a
    // proxy may keep it for a second (the nginx of compose.yaml: a micro-cache in front of a
    // funeral-day flood); a browser asks again each time, and an unchanged page costs a 304.
    reply.header("Cache-Control", "public, max-age=0, s-maxage=1").header("ETag", page.etag);
    if (matchesEtag(request.headers["if-none-match"], page.etag)) return reply.status(304).send();
  } else {
    reply.header("Cache-Control", "no-cache");
  }
  if (page.noindex) reply.header("X-Robots-Tag", "noindex");
  // A public page, where a shared link lands, goes without the opener policy: it holds only what
  // anyone may read, and the policy makes the browser start a new process before drawing it (decision 031).
  if (page.serverRendered) reply.removeHeader(OPENER_POLICY);
  // A server-rendered list page is ~100 KB of markup; compressed it is a tenth of that on a slow phone line.
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return reply.header("Content-Encoding", "br").send(page.br);
  const html = await brotliDecompress(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header("Content-Encoding", "gzip").send(await gzip(html));
  return reply.send(html);
}

/** If-None-Match holds this ETag (weak comparison, as RFC 9110 asks for GET). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => bare(tag) === bare(etag));
}

/**
 * The document in the reader's language: `<html lang>` for browsers and screen readers, and
 * `data-locale` for the app, which starts in the language the server chose.
 */
function withLanguage(html: string, locale: Locale): string {
  return html.replace(/<html\b[^>]*>/i, `<html lang="${locale}" data-locale="${locale}">`);
}

/** Files the built app (or a crawler looking for one) may ask for: a miss is a 404, never the app's HTML. */
const FILE_EXTENSION = /\.(js|mjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|br|gz|html?)$/i;

/**
 * Browsers ask for text/html. Link-preview crawlers (WhatsApp, facebookexternalhit, Viber, X)
 * often accept any type or send no Accept at all, and must still get the page with its share
 * tags: any path that does not name a file gets the app, unless the client asked for JSON only.
 * Only known file extensions count, so /user/ravi.kumar92 is still a page.
 */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? "";
  const pathname = request.url.split("?")[0];
  if (pathname.startsWith("/assets/") || FILE_EXTENSION.test(pathname)) return false;
  return accept === "" || accept.includes("text/html") || accept.includes("*/*");
}
