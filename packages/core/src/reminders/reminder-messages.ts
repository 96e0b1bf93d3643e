/**
 * The server's sentences for remembrance reminders, in English; `localizeMessage`
 * maps each back to its `reminders.error.<name>` key, so a Tamil reader sees it translated
 * (catalogs/en/reminders.ts, catalogs/ta/reminders.ts).
 */
export const REMINDER_MESSAGES = {
  emailNeeded: "Please enter your e-mail address to get reminders",
  confirmInvalid: "This confirmation link is not valid. Please ask for reminders again from the memorial page.",
  unsubscribeInvalid: "This link is not valid. You can stop reminders from the memorial page.",
  notPublished: "Reminders can only be set for a published memorial",
} as const;
