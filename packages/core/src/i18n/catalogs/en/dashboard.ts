/** Texts of the dashboard area, in English (the source; catalogs/ta/dashboard.ts has the same keys in Tamil). */
export default {} as const;
