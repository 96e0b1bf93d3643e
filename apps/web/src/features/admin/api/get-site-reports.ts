import { apiFetch } from "../../../lib/api-client";

/** POST /admin/reports (auth, admins only): every reported item on the site, open ones first. */
export function getSiteReports(skip: number, signal?: AbortSignal) {
  return apiFetch("/admin/reports", { body: { skip }, signal });
}
