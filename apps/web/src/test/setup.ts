import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "react-hot-toast";

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
