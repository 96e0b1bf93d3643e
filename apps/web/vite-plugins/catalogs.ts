import type { Plugin } from "vite";
import { en } from "../../../packages/core/src/i18n/catalogs/en/index";
import { ta } from "../../../packages/core/src/i18n/catalogs/ta/index";
import { compileCatalog } from "../../../packages/core/src/i18n/compile-catalog";

const PREFIX = "virtual:kma-catalog/";
const CATALOGS: Record<string, Readonly<Record<string, string>>> = { en, ta };

/**
 * `import messages from "virtual:kma-catalog/ta"`: a language's catalog with its ICU messages
 * already parsed, so the browser downloads neither the parser nor the text to parse. English
 * comes with the app; Tamil is its own chunk, loaded when a page is shown in Tamil.
 * (Catalogs are read when Vite starts: restart the dev server after editing one.)
 */
export function catalogs(): Plugin {
  return {
    name: "kma-catalogs",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const catalog = CATALOGS[id.slice(PREFIX.length + 1)];
      if (!catalog) throw new Error(`No catalog for ${id}`);
      return `export default ${JSON.stringify(compileCatalog(catalog))};`;
    },
  };
}
