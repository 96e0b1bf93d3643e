/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_CONTACT_PHONE?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_TWITTER_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A language's catalog, its messages parsed at build time (vite-plugins/catalogs.ts). */
declare module "virtual:kma-catalog/*" {
  import type { Messages } from "@lingui/core";
  const messages: Messages;
  export default messages;
}
