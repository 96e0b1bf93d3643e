/**
 * The English catalog: one file per area of the site (keys carry the area's prefix), merged.
 * English is the source; every Tamil area file must have exactly its keys (catalogs/ta).
 */
import account from "./account";
import auth from "./auth";
import cards from "./cards";
import common from "./common";
import contact from "./contact";
import dashboard from "./dashboard";
import email from "./email";
import errors from "./errors";
import familyCopy from "./family-copy";
import footer from "./footer";
import home from "./home";
import keepers from "./keepers";
import keepsakes from "./keepsakes";
import memorial from "./memorial";
import messages from "./messages";
import meta from "./meta";
import names from "./names";
import notice from "./notice";
import posts from "./posts";
import privacy from "./privacy";
import profile from "./profile";
import reminders from "./reminders";
import remembrance from "./remembrance";
import reports from "./reports";
import review from "./review";
import search from "./search";
import settings from "./settings";
import share from "./share";
import ui from "./ui";

export const en = {
  ...account,
  ...auth,
  ...cards,
  ...common,
  ...contact,
  ...dashboard,
  ...email,
  ...errors,
  ...familyCopy,
  ...footer,
  ...home,
  ...keepers,
  ...keepsakes,
  ...memorial,
  ...messages,
  ...meta,
  ...names,
  ...notice,
  ...posts,
  ...privacy,
  ...profile,
  ...reminders,
  ...remembrance,
  ...reports,
  ...review,
  ...search,
  ...settings,
  ...share,
  ...ui,
};

export type MessageKey = keyof typeof en;
export type Catalog = { readonly [K in MessageKey]: string };
