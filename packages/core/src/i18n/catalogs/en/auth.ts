/** Texts of the auth area, in English (the source; catalogs/ta/auth.ts has the same keys in Tamil). */
export default {} as const;
