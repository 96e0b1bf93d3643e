/** Texts of the home area, in English (the source; catalogs/ta/home.ts has the same keys in Tamil). */
export default {} as const;
