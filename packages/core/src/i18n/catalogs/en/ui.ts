/** Texts of the shared UI pieces (apps/web/src/components/ui), in English (catalogs/ta/ui.ts has the same keys in Tamil). */
export default {
  "ui.loading": "Loading",
  "ui.tryAgain": "Try again",
  "ui.showPassword": "Show {label}",
  "ui.hidePassword": "Hide {label}",
} as const;
