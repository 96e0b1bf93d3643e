import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "react-hot-toast";
import { setApiFetch } from "../lib/api-client";
import { lookUpLabelControlsById } from "./label-control-by-id";

// The first visit to a lazy route compiles its chunk; on a busy 2-core runner that can pass 1 s.
// Lazy screens load their chunk on first use; on a busy 2-core machine that can take seconds.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these; react-hot-toast asks for reduced motion and the router restores scroll.
Object.defineProperty(window, "matchMedia", {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};

lookUpLabelControlsById();

// A test that makes React, the router or our code log an error fails (docs/guide.md habit 8).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  toast.remove();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const logged = errors;
  errors = [];
  if (logged.length > 0) {
    throw new Error(`console.error was called:\n${logged.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});

/**
 * Test files share one window and the app's loaded modules (vitest.config.ts): after each file,
 * put back what a file may have changed, so that the next file starts as on a fresh page. The
 * first file to load this module keeps the page's own object URL functions (test helpers stub them).
 */
const OBJECT_URLS = ["createObjectURL", "revokeObjectURL"] as const;
const shared = globalThis as { __pristineObjectUrls?: Record<string, PropertyDescriptor | undefined> };
const pristineObjectUrls = (shared.__pristineObjectUrls ??= Object.fromEntries(OBJECT_URLS.map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)])));
afterAll(() => {
  vi.useRealTimers();
  // The server render (entry-server.tsx) sends the app's calls elsewhere; the browser uses fetch.
  setApiFetch((input, init) => fetch(input, init));
  // The chosen language lives in a cookie and on <html> (lib/i18n.tsx), and decides the next page's.
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of Array.from(element.attributes)) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = "";
  for (const name of OBJECT_URLS) {
    const original = pristineObjectUrls[name];
    if (original) Object.defineProperty(URL, name, original);
    else Reflect.deleteProperty(URL, name);
  }
});
