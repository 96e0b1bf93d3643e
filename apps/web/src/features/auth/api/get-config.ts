import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** Public client settings; `google_client_id` is null when Google sign-in is off. */
export type ClientConfig = { google_client_id: string | null };

export function getConfig(signal?: AbortSignal) {
  return apiFetch<ClientConfig>("/config", { signal });
}

export const configQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: ({ signal }) => getConfig(signal),
  staleTime: Infinity,
  retry: false,
});
