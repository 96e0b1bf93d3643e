import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
// Not "react-router/dom": under Vitest, Node would load a second (CommonJS) copy of the router.
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { SESSION_STORAGE_KEY } from "@kma/core/limits";
import tamil from "virtual:kma-catalog/ta";
import { createQueryClient, Providers } from "../app/providers";
import { createI18n, type Locale } from "../lib/i18n";
import { routes } from "../app/router";
import type { SessionUser } from "../lib/session";

export const testUser: SessionUser = {
  access_token: "token-123",
  username: "priya",
  fullname: "Priya Raman",
  profile_img: "",
  new_notification_available: false,
};

/** Puts a signed-in user in localStorage, as a previous visit would have left it. */
export function signIn(overrides: Partial<SessionUser> = {}) {
  const user = { ...testUser, ...overrides };
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  return user;
}

/** Renders the whole app (frame, routes, providers) at `path`, in memory; in Tamil with `{ locale: "ta" }`. */
export function renderApp(path = "/", { locale = "en" }: { locale?: Locale } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient} i18n={createI18n(locale, locale === "ta" ? tamil : undefined)}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user, queryClient };
}

export type MockRoute = {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
};

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * Replaces fetch with canned API answers, matched by method and path ("/api/signin").
 * Unmatched calls answer 404 so a test never reaches the network.
 */
export function mockApi(routesToMock: MockRoute[]) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const match = routesToMock.find((route) => route.path === url.pathname && (route.method ?? "GET").toUpperCase() === method);
    if (!match) return json(404, { error: `No mock for ${method} ${url.pathname}` });
    return json(match.status ?? 200, match.body);
  });
}

/** The JSON body a mocked fetch call was made with. */
export function requestBody(fetchMock: ReturnType<typeof mockApi>, path: string) {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
