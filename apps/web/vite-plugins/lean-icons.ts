import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const LEAN_ICON = fileURLToPath(new URL("../src/components/ui/lean-icon.ts", import.meta.url));
/** An icon module of lucide-react's ES build (node_modules/lucide-react/dist/esm/icons/heart.mjs). */
const LUCIDE_ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/**
 * Every lucide icon made by src/components/ui/lean-icon.ts instead of lucide's own
 * createLucideIcon: the same markup, with its drawing as one string (see that file for why).
 * Each icon module of lucide-react imports `../createLucideIcon.mjs`; that one import is
 * pointed at the lean one, so the app keeps importing its icons from "lucide-react" by name.
 * In the production builds only (the browser's and the server render's, which bundles
 * lucide-react for this); the dev server's pre-bundled lucide-react keeps its own, whose
 * markup is the same.
 */
export function leanIcons(): Plugin {
  return {
    name: "kma-lean-icons",
    enforce: "pre",
    apply: "build",
    resolveId(source, importer) {
      return source === "../createLucideIcon.mjs" && importer && LUCIDE_ICON_MODULE.test(importer) ? LEAN_ICON : null;
    },
  };
}
