/** Texts of the search area, in English (the source; catalogs/ta/search.ts has the same keys in Tamil). */
export default {} as const;
