import { useSyncExternalStore } from "react";
import { SESSION_STORAGE_KEY } from "@kma/core/limits";
import type { SessionAnswer } from "@kma/core/users/user-answer-shapes";

/**
 * The signed-in user, kept in localStorage under 'user' exactly as sign-in returns it
 * (docs/spec.md section 3; packages/core user-answer-shapes.ts). localStorage is the source of
 * truth so that other tabs follow along; a parsed copy is cached per raw string so React sees a
 * stable snapshot. `email_verified` (decision 034): false shows the notice that asks to open the
 * mailed link; sessions saved before the server said so lack it, and show no notice. `role`:
 * only a site admin's session has it (decision 026), showing the link to /admin/reports.
 */
export type SessionUser = Omit<SessionAnswer, "email_verified"> & { email_verified?: boolean };
export type SignedOut = { access_token: null };
export type Session = SessionUser | SignedOut;

export const SIGNED_OUT: SignedOut = Object.freeze({ access_token: null });

export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== "object" || value === null) return false;
  const token = (value as { access_token?: unknown }).access_token;
  return typeof token === "string" && token !== "";
}

// Used only when localStorage throws (private modes, blocked storage).
let memoryRaw: string | null = null;

function readRaw(): string | null {
  if (typeof window === "undefined") return null; // the server renders every page signed out
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return memoryRaw;
  }
}

function writeRaw(raw: string | null) {
  memoryRaw = raw;
  try {
    if (raw === null) window.localStorage.removeItem(SESSION_STORAGE_KEY);
    else window.localStorage.setItem(SESSION_STORAGE_KEY, raw);
  } catch {
    // memoryRaw keeps the session for this tab.
  }
  emit();
}

function parse(raw: string | null): Session {
  if (raw === null) return SIGNED_OUT;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isSessionUser(value)) return SIGNED_OUT;
    return { ...value, new_notification_available: value.new_notification_available === true };
  } catch {
    return SIGNED_OUT;
  }
}

let cachedRaw: string | null | undefined;
let cached: Session = SIGNED_OUT;

export function getSession(): Session {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

const listeners = new Set<() => void>();
function emit() {
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === SESSION_STORAGE_KEY) emit();
}

export function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function useSession(): Session {
  // A server-rendered page was rendered signed out: hydrate it so, then show the session.
  return useSyncExternalStore(subscribe, getSession, () => SIGNED_OUT);
}

/** Saves what sign-in, sign-up or Google sign-in returned. */
export function saveSession(user: SessionUser) {
  writeRaw(JSON.stringify(user));
}

/** Merges fields into the signed-in session; does nothing when signed out. */
export function updateSession(patch: Partial<Omit<SessionUser, "access_token">>) {
  const current = getSession();
  if (current.access_token === null) return;
  writeRaw(JSON.stringify({ ...current, ...patch }));
}

/** Log Out: removes the stored 'user' entry; the app's auth becomes { access_token: null }. */
export function clearSession() {
  writeRaw(null);
}

const expiredListeners = new Set<() => void>();

/**
 * The API refused `token` (401). Clears the session unless the user has since signed in
 * again with another token, then tells the router layer so it can send them to /signin.
 */
export function expireSession(token: string) {
  if (getSession().access_token !== token) return;
  clearSession();
  expiredListeners.forEach((listener) => listener());
}

export function onSessionExpired(listener: () => void) {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
}
