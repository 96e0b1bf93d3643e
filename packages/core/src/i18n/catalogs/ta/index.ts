/** The Tamil catalog: the same areas and keys as the English one (catalogs/en/index.ts). */
import type { Catalog } from "../en/index";
import common from "./common";
import messages from "./messages";

export const ta: Catalog = {
  ...common,
  ...messages,
};
