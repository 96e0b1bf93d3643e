import { vi } from "vitest";

export type ApiRequest = { method: string; path: string; body: unknown; headers: Headers };
export type ApiAnswer = { status?: number; body?: unknown } | undefined;

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * Replaces fetch with a function that answers each API call from its method, path and JSON
 * body (for lists whose answer depends on the page, filter or query asked for). Returning
 * undefined answers 404, so a test never reaches the network. `requests` records every call.
 */
export function mockApiHandler(handler: (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>) {
  const requests: ApiRequest[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body, headers: new Headers(init?.headers) };
    requests.push(request);
    const answer = await handler(request);
    if (!answer) return json(404, { error: `No mock for ${method} ${url.pathname}` });
    return json(answer.status ?? 200, answer.body);
  });
  /** The bodies sent to `path`, in order. */
  const bodiesTo = (path: string) => requests.filter((request) => request.path === path).map((request) => request.body);
  return { spy, requests, bodiesTo };
}
