/** Texts of the errors area, in English (the source; catalogs/ta/errors.ts has the same keys in Tamil). */
export default {} as const;
