/** Texts of the settings area, in English (the source; catalogs/ta/settings.ts has the same keys in Tamil). */
export default {} as const;
