import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";
import { patterns } from "../config/paths";

/**
 * What a server-rendered page hands to the browser: the router's state and the query cache
 * the screen was rendered from. It travels as JSON in a `<script type="application/json">`
 * (data, not code, so the Content-Security-Policy needs no inline script).
 */
export type PageState = { router: HydrationState; queries: DehydratedState };

/**
 * The public pages the server renders, by the whole pattern matched ("" is Home), with the source
 * module of each lazy screen so the HTML can ask for its chunk at once. Everything else (signing
 * in, forms, signed-in screens, the redirects of /dashboard and /settings) is rendered in the
 * browser, whose app starts at once there; a page rendered here waits for the visitor's first tap
 * (decision 030), so it must be whole without the app.
 */
export const SERVER_RENDERED_PAGES = [
  { path: "", modules: ["src/features/home/components/home-page.tsx"] },
  { path: patterns.post, modules: ["src/features/memorial-page/components/memorial-page.tsx"] },
  { path: patterns.search, modules: ["src/features/search/components/search-page.tsx"] },
  { path: patterns.user, modules: ["src/features/profile/components/profile-page.tsx"] },
  { path: "*", modules: [] },
] as const satisfies ReadonlyArray<{ path: string; modules: readonly string[] }>;
