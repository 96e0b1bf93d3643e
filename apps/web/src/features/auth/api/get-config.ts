import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** Public client settings; `google_client_id` is null when Google sign-in is off (packages/core answer-shapes.ts). */
export type { ClientConfig } from "@kma/core/answer-shapes";

export function getConfig(signal?: AbortSignal) {
  return apiFetch("/config", { signal });
}

export const configQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: ({ signal }) => getConfig(signal),
  staleTime: Infinity,
  retry: false,
});
