/**
 * `?next=` on /signin and /signup: where to go once signed in, so a flow that needs an
 * account (accepting a keeper invitation) carries on where it was. Only a path on this site
 * is taken; anything else ("//evil.example", "https://…") is ignored, so the link cannot send
 * anyone elsewhere.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}

/** `path` with `?next=<next>`. */
export const withNextPath = (path: string, next: string) => `${path}?${new URLSearchParams({ next }).toString()}`;
