/** Texts of the memorial area, in English (the source; catalogs/ta/memorial.ts has the same keys in Tamil). */
export default {} as const;
