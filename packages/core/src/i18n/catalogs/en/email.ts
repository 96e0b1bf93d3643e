/** Texts of the e-mails the server sends, in English (the source; catalogs/ta/email.ts has the same keys in Tamil). */
export default {
  "email.resetSubject": "Reset your Keep Memories Alive password",
  "email.resetGreeting": "Hello {name},",
  "email.resetIntro": "We received a request to reset the password for your Keep Memories Alive account. You can choose a new password here:",
  "email.resetValidity":
    "This link works once and stays valid for one hour. If you did not ask for it, you can safely ignore this e-mail; your password will not change.",
  "email.resetThanks": "Thank you for keeping the memories of your loved ones alive. We are here whenever you need us.",
  "email.signature": "Keep Memories Alive",
  "email.verifySubject": "Please confirm your e-mail address for Keep Memories Alive",
  "email.verifyGreeting": "Hello {name},",
  "email.verifyIntro": "Thank you for creating an account on Keep Memories Alive. To confirm that this e-mail address is yours, please open this link:",
  "email.verifyValidity":
    "The link stays valid for {days} days. If you did not create this account, you can ignore this e-mail; nothing else will be sent to you about it.",
} as const;
