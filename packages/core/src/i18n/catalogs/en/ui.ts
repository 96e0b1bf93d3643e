/** Texts of the ui area, in English (the source; catalogs/ta/ui.ts has the same keys in Tamil). */
export default {} as const;
