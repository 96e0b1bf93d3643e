import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from "react-router";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { createQueryClient, Providers } from "./app/providers";
import { routes } from "./app/router";
import { ApiError, setApiFetch } from "./lib/api-client";
import { SERVER_RENDERED_PAGES, type PageState } from "./app/page-state";
import { createI18nFor, type Locale } from "./lib/i18n";
import type { I18n } from "@lingui/core";
import { PAGE_FORM_QUERY_KEY, type PageFormState } from "@kma/core/engagement/page-forms";
import { patterns } from "./config/paths";
import { prefetchMemorialPage } from "./features/memorial-page/api/prefetch-memorial-page";
import { postQueryOptions } from "./features/memorial-page/api/get-post";
import { sameRemembranceThrough } from "./features/memorial-page/lib/remembrance-shown";
import { todayQueryOptions } from "./lib/today";
import { addDays, dayParts, localToday, type IsoDay } from "@kma/core/posts/remembrance-dates";

/**
 * The server render of a public page (built by `vite build --ssr`, loaded by the server's web
 * plugin). The screens ask for their data with the same queries as in the browser: a render
 * pass collects the queries the page would run, the server fetches them (through its own API,
 * in-process), and the next pass renders with the data, until nothing new is asked for. The
 * filled query cache goes to the browser, which hydrates without fetching it again.
 */

export type RenderResult = {
  status: number;
  /** The markup of #root. */
  html: string;
  /** What the browser hydrates from (router and query state), as JSON. */
  state: PageState;
  /** Source modules of the route's lazy screen (manifest keys), for modulepreload links. */
  modules: string[];
  /** Tags for the head: React's preloads of the page's first images (the largest paint among them). */
  head: string;
  /** How many times React rendered the page to find and then show its data. */
  passes: number;
  /**
   * The days the page reads the same: rendered on `from` (its today), its markup unchanged by the
   * date through `through`, so a copy kept by the server may be sent until then (decision 052).
   */
  days: { from: IsoDay; through: IsoDay };
};

/**
 * React puts what it hoists (titles, preload links) before the markup. Preloads go to the
 * head; titles and meta tags are the share previews' (apps/server share-previews), already there.
 */
const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title\b[^>]*>[\s\S]*?<\/title>)+/;

/**
 * Pages whose reads are known from their address, fetched before the first render pass, so the
 * page is rendered once (a render pass of the memorial page costs as much as its reads on the
 * server). The passes below still catch anything a screen asks for that is not named here.
 */
const PREFETCH: Partial<Record<string, (client: QueryClient, params: Record<string, string | undefined>) => Promise<void>>> = {
  [patterns.post]: (client, params) => prefetchMemorialPage(client, params.post_id ?? ""),
};

/**
 * The longest a page is taken to read the same from one day to another, whatever it shows: a
 * copy kept by the server is rendered again at least this often.
 */
const SAME_PAGE_AT_MOST_DAYS = 60;

/**
 * Pages that count from today (their `useToday`), each with the last day that leaves its markup
 * as it is on `today`; a page reading today without an entry here is the same on its day only.
 */
const SAME_THROUGH: Partial<Record<string, (client: QueryClient, params: Record<string, string | undefined>, today: IsoDay, lastDay: IsoDay) => IsoDay>> = {
  [patterns.post]: (client, params, today, lastDay) => {
    const post = client.getQueryData(postQueryOptions(params.post_id ?? "", null).queryKey);
    return post ? sameRemembranceThrough(post, today, lastDay) : lastDay;
  },
};

/** Every page shows the year (the footer's copyright): none is the same past the 31st of December. */
function daysTheSame(client: QueryClient, path: string, params: Record<string, string | undefined>): RenderResult["days"] {
  const counted = client.getQueryData(todayQueryOptions().queryKey);
  const from = counted ?? localToday();
  const endOfYear = `${dayParts(from).year}-12-31`;
  const horizon = addDays(from, SAME_PAGE_AT_MOST_DAYS);
  const lastDay = horizon < endOfYear ? horizon : endOfYear;
  if (counted === undefined) return { from, through: lastDay };
  const sameThrough = SAME_THROUGH[path];
  return { from, through: sameThrough ? sameThrough(client, params, from, lastDay) : from };
}

/**
 * The router's handler of every request: made from the routes, which never change, so it is made
 * once (building it walked the whole route tree again for every page).
 */
let staticHandler: StaticHandler | undefined;
const handlerOfRoutes = () => (staticHandler ??= createStaticHandler(routes));

/** Screens whose data comes in a chain (a memorial, then its album by the memorial's id) need a pass per link. */
const MAX_PASSES = 4;

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
};

function queriesToRun(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle" && isEnabled(query));
}

function renderApp(client: QueryClient, i18n: I18n, handler: StaticHandler, context: StaticHandlerContext) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers queryClient={client} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}

/**
 * Renders `url` for an anonymous visitor, or answers null when the page is not one the server
 * renders (signed-in screens, forms): those get the plain app shell. `form`: what a memorial
 * page's form post came to (decision 037); it goes into the query cache, so the page shows it
 * and the browser hydrates from the same.
 */
export async function render(
  url: string,
  { fetch, locale = "en", form }: { fetch: (input: string, init: RequestInit) => Promise<Response>; locale?: Locale; form?: PageFormState },
): Promise<RenderResult | null> {
  setApiFetch(fetch);
  const handler = handlerOfRoutes();
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response || context.errors) return null;
  // The whole pattern matched, not the last route's own path: /dashboard and /settings end in an
  // index route like the home page, and were rendered as an empty frame waiting for a tap.
  const pattern = context.matches
    .map((match) => match.route.path ?? "")
    .filter((path) => path !== "" && path !== "/")
    .join("/");
  const page = SERVER_RENDERED_PAGES.find((candidate) => candidate.path === pattern);
  if (!page) return null;

  const client = createQueryClient();
  if (form) client.setQueryData(PAGE_FORM_QUERY_KEY, form);
  const params = context.matches.at(-1)?.params ?? {};
  const [i18n] = await Promise.all([createI18nFor(locale), PREFETCH[page.path]?.(client, params)]);
  let html = renderApp(client, i18n, handler, context);
  let passes = 1;
  for (; passes < MAX_PASSES; passes++) {
    const pending = queriesToRun(client);
    if (pending.length === 0) break;
    // A failed call leaves its query in the error state, which the screen renders (a missing memorial's 404).
    await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
    html = renderApp(client, i18n, handler, context);
  }

  const failed = client
    .getQueryCache()
    .getAll()
    .find((query) => query.state.error instanceof ApiError);
  const status = page.path === "*" ? 404 : failed ? (failed.state.error as ApiError).status : 200;
  const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === "success" || query.state.status === "error" });
  for (const query of queries.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) query.state.error = { name: "ApiError", status: error.status, message: error.message } as unknown as Error;
  }
  const hoisted = HOISTED.exec(html)?.[0] ?? "";
  return {
    passes,
    status: status >= 400 ? status : 200,
    html: html.slice(hoisted.length),
    state: { router: { loaderData: context.loaderData, actionData: context.actionData }, queries },
    modules: [...page.modules],
    head: hoisted.match(/<link\b[^>]*>/g)?.join("\n    ") ?? "",
    days: daysTheSame(client, page.path, params),
  };
}
