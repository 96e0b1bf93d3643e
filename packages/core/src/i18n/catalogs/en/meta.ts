/** Texts of the meta area, in English (the source; catalogs/ta/meta.ts has the same keys in Tamil). */
export default {} as const;
