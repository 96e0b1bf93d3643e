/** Texts of the profile area, in English (the source; catalogs/ta/profile.ts has the same keys in Tamil). */
export default {} as const;
