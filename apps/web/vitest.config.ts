import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { catalogs } from "./vite-plugins/catalogs";

/**
 * Files that replace a module with vi.mock must load the app afresh; every other file shares its
 * worker's loaded modules and its one jsdom window. Building a window and loading the app again
 * for each file was about a third of the run; src/test/setup.ts puts back, after each file, what a
 * file may leave behind in the shared window.
 */
const ISOLATED = [
  "src/features/posts/components/post-form.test.tsx",
  "src/features/keepers/components/family-copy-download.test.tsx",
  "src/features/settings/components/your-data-page.test.tsx",
  "src/features/contact/components/contact-page.test.tsx",
  "src/features/memorial-page/components/services-section.test.tsx",
];
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
