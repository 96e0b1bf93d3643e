/** Texts of the share area, in English (the source; catalogs/ta/share.ts has the same keys in Tamil). */
export default {} as const;
