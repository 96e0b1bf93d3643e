import type { Locale } from "@kma/core/i18n/locales";

type Names = { firstname: string; lastname: string; tamilfirstname: string; tamillastname: string };

/** The memorial's name as a reminder in `locale` says it: the Tamil-script name for a Tamil reader when the family gave one. */
export function reminderName(post: Names, locale: Locale): string {
  const tamil = `${post.tamilfirstname} ${post.tamillastname}`.trim();
  if (locale === "ta" && tamil) return tamil;
  return `${post.firstname} ${post.lastname}`.trim();
}
