/** Texts of the email area, in English (the source; catalogs/ta/email.ts has the same keys in Tamil). */
export default {} as const;
