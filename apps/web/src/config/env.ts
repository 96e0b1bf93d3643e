/**
 * Build-time settings (Vite `VITE_*` variables). Read once here; the rest of the app
 * imports `env` and never touches import.meta.env.
 */
const read = (value: string | undefined, fallback: string) => (value && value.trim() !== "" ? value.trim() : fallback);

export const env = {
  /** Where the API lives. Same origin under /api unless the deployment says otherwise. */
  apiBase: read(import.meta.env.VITE_API_BASE, "/api").replace(/(?<!\/)\/+$/, ""),
  contactEmail: read(import.meta.env.VITE_CONTACT_EMAIL, "contact@keepmemoriesalive.org"),
  contactPhone: read(import.meta.env.VITE_CONTACT_PHONE, "+94 11 234 5678"),
  instagramUrl: read(import.meta.env.VITE_INSTAGRAM_URL, "https://www.instagram.com/keepmemoriesalive"),
  facebookUrl: read(import.meta.env.VITE_FACEBOOK_URL, "https://www.facebook.com/keepmemoriesalive"),
  twitterUrl: read(import.meta.env.VITE_TWITTER_URL, "https://x.com/keepmemoriesalive"),
  repositoryUrl: "https://github.com/keep-memories-alive",
} as const;
