import { apiFetch } from "../../../lib/api-client";

/** POST /reports (auth): open reports of messages, tributes and photos on the memorials the user keeps. */
export function getKeeperReports(skip: number, signal?: AbortSignal) {
  return apiFetch("/reports", { body: { skip }, signal });
}
