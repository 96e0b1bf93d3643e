/**
 * The English catalog: one file per area of the site (keys carry the area's prefix), merged.
 * English is the source; every Tamil area file must have exactly its keys (catalogs/ta).
 */
import common from "./common";
import messages from "./messages";

export const en = {
  ...common,
  ...messages,
};

export type MessageKey = keyof typeof en;
export type Catalog = { readonly [K in MessageKey]: string };
