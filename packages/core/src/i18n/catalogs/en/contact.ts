/** Texts of the contact area, in English (the source; catalogs/ta/contact.ts has the same keys in Tamil). */
export default {} as const;
