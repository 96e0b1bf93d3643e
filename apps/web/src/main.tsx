import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { createQueryClient, Providers } from "./app/providers";
import { createAppRouter, routes } from "./app/router";
import { APP_READY_EVENT, PAGE_STATE_ID } from "@kma/core/page-boot";
import type { PageState } from "./app/page-state";
import { ApiError } from "./lib/api-client";
import { browserLocale, createI18nFor } from "./lib/i18n";
import { useBrowserValue } from "./lib/use-browser-value";
import "./index.css";

/** The page state the server rendered from (app/page-state.ts), when it rendered this page. */
function readPageState(): PageState | null {
  const script = document.getElementById(PAGE_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as PageState;
  } catch {
    return null;
  }
}

/**
 * The server's data counts as fetched now, whatever its clock said, so the screens do not
 * fetch it again on hydration; a failed call becomes an ApiError again, as the screens expect.
 */
function revive(queries: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...queries,
    queries: queries.queries.map((query) => {
      const error = query.state.error as (Error & { status?: number }) | null;
      return {
        ...query,
        state: {
          ...query.state,
          dataUpdatedAt: query.state.dataUpdatedAt ? now : 0,
          errorUpdatedAt: query.state.errorUpdatedAt ? now : 0,
          error: error?.name === "ApiError" ? new ApiError(error.status ?? 0, error.message) : error,
        },
      };
    }),
  };
}

async function start() {
  const container = document.getElementById("root")!;
  const state = readPageState();
  const queryClient = createQueryClient();
  // The page's language is in place before the first render, so nothing flashes in another.
  const i18n = await createI18nFor(browserLocale());
  document.documentElement.lang = i18n.locale;
  if (!state) {
    createRoot(container).render(
      <StrictMode>
        <Providers queryClient={queryClient} i18n={i18n}>
          <RouterProvider router={createAppRouter()} />
        </Providers>
      </StrictMode>,
    );
    markReady();
    return;
  }

  hydrate(queryClient, revive(state.queries));
  // The page's screen must be in place before hydrating, or the router would render its fallback over the server's HTML.
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // As a transition, hydration yields to the browser between pieces of work, so a slow phone
  // stays responsive while the page comes alive.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Providers queryClient={queryClient} i18n={i18n}>
          <WhenHydrated>
            <RouterProvider router={createAppRouter({ hydrationData: state.router })} />
          </WhenHydrated>
        </Providers>
      </StrictMode>,
    );
  });
}

/**
 * Marks the app ready once React has hydrated the server's page and drawn what only the browser
 * knows: the render right after hydration, which also gives the gallery its columns for the
 * window (`useGalleryColumns`, one column on the server). Marked any earlier, a tap held while the
 * app started was given again on the server's layout: a nav button's scroll to Contact, measured
 * past a one-column gallery 2,000 px taller, ended at the page's foot.
 */
function WhenHydrated({ children }: { children: ReactNode }) {
  const afterHydration = useBrowserValue(() => true, false);
  useEffect(() => {
    if (afterHydration) markReady();
  }, [afterHydration]);
  return children;
}

/**
 * From here React handles clicks: the browser tests wait for this mark before interacting with
 * a server-rendered page, and the page's boot script (decision 030) gives again the click that
 * started the app.
 */
function markReady() {
  if (document.documentElement.dataset.appReady) return;
  document.documentElement.dataset.appReady = "true";
  window.dispatchEvent(new Event(APP_READY_EVENT));
}

void start();
