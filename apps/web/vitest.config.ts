import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { testFilesThatMock } from "../../scripts/lib/test-files-that-mock.ts";
import { catalogs } from "./vite-plugins/catalogs";

/**
 * Files that replace a module with vi.mock must load the app afresh; every other file shares its
 * worker's loaded modules and its one jsdom window. Building a window, loading the app and
 * compiling its lazy screens again for each file was more than half of the run (about 2.5 s a
 * file); src/test/setup.ts puts back, after each file, what a file may leave in the shared window.
 */
const ISOLATED = testFilesThatMock(import.meta.dirname);
const TESTS = ["src/**/*.test.{ts,tsx}"];

export default defineConfig({
  plugins: [react(), catalogs()],
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    // The stylesheet is read as text (src/index-css.test.ts); every other CSS import stays empty.
    css: { include: [/src\/index\.css/] },
    restoreMocks: true,
    unstubGlobals: true,
    // Lazy route chunks compile on first use; on a busy 2-core machine that alone can take seconds.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: "shared modules", include: TESTS, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
    ],
  },
});
