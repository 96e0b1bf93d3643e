import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { catalogs } from "./vite-plugins/catalogs";
import { leanIcons } from "./vite-plugins/lean-icons";

// The API runs on its own port in development; in production one Node process serves both.
const apiProxy = { "/api": { target: "http://127.0.0.1:3000", changeOrigin: false } };

/**
 * Two builds (npm run build): the browser's app into dist/, with a manifest so the server can
 * name a page's chunks in its HTML, and the server render (`--ssr src/entry-server.tsx`) into
 * dist/server/, which the server never serves as a file.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), catalogs(), leanIcons()],
  // Bundled into the server render, so that its icons are the lean ones too (vite-plugins/lean-icons.ts).
  ssr: { noExternal: ["lucide-react"] },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: isSsrBuild ? { outDir: "dist/server", emptyOutDir: true, copyPublicDir: false } : { outDir: "dist", emptyOutDir: true, manifest: true },
}));
