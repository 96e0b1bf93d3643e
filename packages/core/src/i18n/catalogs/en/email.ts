/** Texts of the e-mails the server sends, in English (the source; catalogs/ta/email.ts has the same keys in Tamil). */
export default {
  "email.resetSubject": "Reset your Keep Memories Alive password",
  "email.resetGreeting": "Hello {name},",
  "email.resetIntro": "We received a request to reset the password for your Keep Memories Alive account. You can choose a new password here:",
  "email.resetValidity": "This link works once and stays valid for one hour. If you did not ask for it, you can safely ignore this e-mail; your password will not change.",
  "email.resetThanks": "Thank you for keeping the memories of your loved ones alive. We are here whenever you need us.",
  "email.signature": "Keep Memories Alive",
} as const;
