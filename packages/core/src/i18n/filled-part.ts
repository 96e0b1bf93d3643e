/**
 * The ICU argument a spec message's filled-in part gets (`Please enter a valid {site} link`).
 * The English catalog writes it into its entries and message-keys.ts reads it back out of the
 * server's texts; it lives here, below both, because message-keys.ts takes its key type from
 * the English catalog and so cannot also be imported by it.
 */
export const FILLED_PART = "site";
