/**
 * A person's own data: Settings > Your data (download, delete the account) and the
 * Terms of Service and Privacy Policy pages. The legal pages are plain language, paragraph by
 * paragraph, so each reads well in both languages.
 */
export default {
  // Settings > Your data
  "account.nav.yourData": "Your Data",
  "account.title": "Your Data",
  "account.intro": "Everything you have written and uploaded belongs to you. Take a copy, or close your account.",
  "account.download.title": "Download my data",
  "account.download.text":
    "A ZIP file with your account, your memorials (drafts too), your messages, replies, tributes, album photos, flowers and notifications, as JSON files, and every photo you uploaded.",
  "account.download.button": "Download my data",
  "account.signOutEverywhere.title": "Sign out of every device",
  "account.signOutEverywhere.text":
    "Signed in on a phone you no longer have, or on a shared computer? This ends your session everywhere, here too. Sign in again with your password or Google.",
  "account.signOutEverywhere.button": "Sign out of every device",
  "account.signOutEverywhere.done": "You are signed out on every device",
  "account.download.preparing": "Preparing your file...",
  "account.download.done": "Your data is downloaded",
  "account.delete.title": "Delete my account",
  "account.delete.text":
    "Your account and your sign-in end for good. Memorials you keep with co-keepers are handed to the co-keeper who joined first; your other memorials are deleted with their messages, tributes and photos.",
  "account.delete.button": "Delete my account",
  "account.delete.dialogTitle": "Delete your account?",
  "account.delete.dialogText": "This cannot be undone. Please download your data first if you want a copy.",
  "account.delete.leftTitle": "Your messages, tributes and photos on other families' memorials",
  "account.delete.keep": "Keep them, shown as 'Former member'",
  "account.formerMember": "Former member",
  "account.delete.keepHint": "Your name and the link to your profile are removed; the words stay for the family.",
  "account.delete.remove": "Delete them too",
  "account.delete.removeHint": "They disappear from every memorial.",
  "account.delete.password": "Your password",
  "account.delete.passwordHint": "If you sign in with Google, leave this empty: sign out and sign in again with Google, then delete within {minutes} minutes.",
  "account.delete.confirm": "Delete my account for good",
  "account.delete.cancel": "Cancel",
  "account.delete.deleting": "Deleting your account...",
  "account.delete.done": "Your account is deleted. Thank you for keeping their memories with us.",
  "account.freshSignInNeeded": "Please sign in again with Google, then delete your account within 10 minutes",
  "account.signupAgreement": "By signing up you agree to our <0>Terms of Service</0> and <1>Privacy Policy</1>.",

  // Both legal pages
  "account.legal.updated": "Last updated: 23 November 2026",
  "account.legal.contact": "Write to us at <0>{email}</0>. We answer within {days} days.",
  "account.legal.seeAlso": "See also",

  // Terms of Service
  "account.terms.title": "Terms of Service",
  "account.terms.intro":
    "{site} is a place to announce a death and to keep the memory of a loved one: obituaries, remembrances, memory walls, tributes and photos. These terms are the rules for using it, in plain words.",
  "account.terms.useTitle": "Using the site",
  "account.terms.use":
    "Anyone may read published memorials. To publish a memorial, add photos or give flowers you need an account; you may leave a message or a tribute without one. Please give your real name, and be at least 16 years old to open an account.",
  "account.terms.contentTitle": "What you write and upload",
  "account.terms.content":
    "What you write and the photos you upload stay yours. You let us show them on the site, in share previews and in search, for as long as they are published. Only publish what you have the right to share, and only what the family would want shown.",
  "account.terms.familyTitle": "Families look after their memorials",
  "account.terms.family":
    "The person who publishes a memorial, and the co-keepers they invite, look after it: they may edit it, approve or remove messages, tributes and photos, and delete it. Messages with links, phone numbers or e-mail addresses may wait for the family's approval.",
  "account.terms.conductTitle": "Be kind",
  "account.terms.conduct":
    "No insults, hatred, advertising or fundraising links that the family did not publish, and nothing false about the person or their family. Anyone may report a memorial, a message, a tribute or a photo; we remove what breaks these rules and may close the accounts behind it.",
  "account.terms.endTitle": "Leaving",
  "account.terms.end":
    "You can download your data or delete your account at any time in Settings > Your Data. We may close an account that abuses the site, and tell its owner why.",
  "account.terms.liabilityTitle": "Our promise, and its limits",
  "account.terms.liability":
    "We look after the site and its backups with care, but we cannot promise that it never fails. Keep your own copies of photos that matter to you. We may change these terms; we will say so on this page, with its date, before a change takes effect.",

  // Privacy Policy
  "account.privacy.title": "Privacy Policy",
  "account.privacy.intro":
    "We keep only what the site needs to show memorials and to let you look after yours. We never sell your data and we show no advertising.",
  "account.privacy.storedTitle": "What we store",
  "account.privacy.storedAccount":
    "Your account: name, e-mail address, username, password (only as a one-way hash), and what you add to your profile: photo, bio, mobile number, country, social links.",
  "account.privacy.storedMemorials": "Memorials: everything written in the form, drafts too, including the family's names, events and contact numbers.",
  "account.privacy.storedMessages": "Messages, replies and tributes, with the name, e-mail address, mobile number and place their writer gave.",
  "account.privacy.storedPhotos": "Photos: stored without their camera details (such as the place they were taken), with smaller copies for phones.",
  "account.privacy.storedLogs": "IP addresses: kept briefly in server logs and in the limits that stop abuse (for example too many sign-in attempts).",
  "account.privacy.storedLanguage": "Your language choice, in a cookie. We use no tracking or advertising cookies.",
  "account.privacy.whoTitle": "Who sees it",
  "account.privacy.who":
    "Published memorials, with their messages, tributes and photos, are public and may be found by search engines; unlisted memorials only by their link; drafts only by their keepers. E-mail addresses and mobile numbers that visitors give with a message go to the family only. Family contact numbers are shown only to signed-in visitors, and only if the family chose to show them.",
  "account.privacy.familyTitle": "Families moderate their memorials",
  "account.privacy.family":
    "The keepers of a memorial can see what waits for their approval and can remove anything on their memorial. Ask them first if you want something about you changed there.",
  "account.privacy.howLongTitle": "How long we keep it",
  "account.privacy.howLong":
    "For as long as your account exists, or until you or the family delete it: then it leaves the site at once, and our backups when they are next replaced. Server logs are kept only as long as needed to keep the site safe, and the abuse limits forget an address within an hour.",
  "account.privacy.yourDataTitle": "Download or delete your data",
  "account.privacy.yourData":
    "In Settings > Your Data you can download everything your account wrote and uploaded, and delete your account. When you delete it, you choose whether your messages on other families' memorials stay, shown as 'Former member', or are deleted too.",
  "account.privacy.removalTitle": "Asking for removal",
  "account.privacy.removal":
    "If something about you or your family is on a memorial you do not keep, ask its family, or use 'Report', or write to us. Tell us the memorial's address and what you want removed.",
  "account.privacy.rightsTitle": "Your rights (UK, EU and Switzerland)",
  "account.privacy.rights":
    "Families in the United Kingdom, Germany, Switzerland and the rest of Europe are under the GDPR, the UK GDPR or the Swiss data protection law. You may ask to see, correct, take away or erase your data, object to or limit its use, and complain to your data protection authority (for example the ICO, your German state's authority, or the FDPIC). We answer such requests within one month.",
} as const;
