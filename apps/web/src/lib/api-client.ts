import type { ApiAnswer, ApiPath } from "@kma/core/api-answers";
import type { ErrorAnswer } from "@kma/core/answer-shapes";
import { MESSAGES } from "@kma/core/messages";
import { env } from "../config/env";
import { expireSession, getSession } from "./session";

/** A failed API call: the HTTP status (0 when the network failed) and a sentence to show. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

export type ApiOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
};

type Fetch = (input: string, init: RequestInit) => Promise<Response>;
let send: Fetch = (input, init) => fetch(input, init);

/**
 * Replaces how calls leave the app. The server render (entry-server.tsx) sends them into
 * the server's own API in-process, so a page's HTML holds exactly what the browser's call
 * would have got; the browser keeps `fetch`.
 */
export function setApiFetch(fetcher: Fetch) {
  send = fetcher;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorText(data: unknown): string {
  // Any status may come from a proxy rather than the server: its body is checked, not trusted.
  const error: unknown = typeof data === "object" && data !== null ? (data as Partial<ErrorAnswer>).error : undefined;
  return typeof error === "string" && error.trim() !== "" ? error : MESSAGES.anErrorOccurred;
}

/**
 * Calls `{apiBase}{path}` with a JSON body, attaching the session's bearer token when there
 * is one. Resolves with the parsed JSON; rejects with an ApiError carrying the server's
 * `error` text. A 401 on a call that carried a token ends the session (see session.ts).
 * The answer's type is the server's own contract for the path (packages/core api-answers.ts,
 * decision 040), read here as a type only: no caller names or casts it. A query may follow the path.
 */
export async function apiFetch<Path extends ApiPath>(path: Path | `${Path}?${string}`, { method, body, signal }: ApiOptions = {}): Promise<ApiAnswer<Path>> {
  const token = getSession().access_token;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await send(`${env.apiBase}${path}`, {
      method: method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, MESSAGES.anErrorOccurred);
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && token) expireSession(token);
    throw new ApiError(response.status, errorText(data));
  }
  return data as ApiAnswer<Path>;
}

/**
 * GET `{apiBase}{path}` as a file (a ZIP download), with the same token, errors and 401
 * handling as apiFetch. The browser holds the whole file once it arrives; the server streams it.
 */
export async function apiFetchFile(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const token = getSession().access_token;
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  let blob: Blob;
  try {
    response = await send(`${env.apiBase}${path}`, { method: "GET", headers, signal });
    if (!response.ok) {
      if (response.status === 401 && token) expireSession(token);
      throw new ApiError(response.status, errorText(await readJson(response)));
    }
    blob = await response.blob();
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw new ApiError(0, MESSAGES.anErrorOccurred);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? null;
  return { blob, fileName };
}

/** The sentence to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.anErrorOccurred): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/**
 * A file from the API (a notice to download) as a Blob, with the session's bearer token, for
 * what a plain link cannot fetch: a draft's file, which only its keepers may have.
 */
export async function apiBlob(path: string): Promise<Blob> {
  const token = getSession().access_token;
  let response: Response;
  try {
    response = await send(`${env.apiBase}${path}`, { method: "GET", headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, MESSAGES.anErrorOccurred);
  }
  if (!response.ok) {
    const data = await readJson(response);
    if (response.status === 401 && token) expireSession(token);
    throw new ApiError(response.status, errorText(data));
  }
  return response.blob();
}
