import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { catalogs } from "./vite-plugins/catalogs";

export default defineConfig({
  plugins: [react(), catalogs()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // The stylesheet is read as text (src/index-css.test.ts); every other CSS import stays empty.
    css: { include: [/src\/index\.css/] },
    restoreMocks: true,
    unstubGlobals: true,
    // Lazy route chunks compile on first use; on a busy 2-core machine that alone can take seconds.
    testTimeout: 20_000,
  },
});
