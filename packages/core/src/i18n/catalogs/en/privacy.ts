/** Family phone numbers behind 'Show number', and unlisted memorials (decision 020). */
export default {
  "privacy.showNumber": "Show number",
  "privacy.showNumberOf": "Show number for {name}",
  "privacy.signInToSeeNumber": "Sign in to see the number",
  "privacy.phoneVisibility": "Who can see this number",
  "privacy.phoneVisibility.signedIn": "Signed-in visitors",
  "privacy.phoneVisibility.hidden": "Hidden (only you and your co-keepers)",
  "privacy.visibility.legend": "Who can find this memorial",
  "privacy.visibility.public": "Everyone",
  "privacy.visibility.publicHint": "Shown in the feed, in search and on your profile.",
  "privacy.visibility.unlisted": "Anyone with the link",
  "privacy.visibility.unlistedHint": "Not in the feed, search, your profile or search engines; it opens for whoever has the link.",
  "privacy.unlistedNotice": "Only people with the link can find this memorial.",
} as const;
