import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The API runs on its own port in development; in production one Node process serves both.
const apiProxy = { "/api": { target: "http://127.0.0.1:3000", changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: { outDir: "dist", emptyOutDir: true },
});
