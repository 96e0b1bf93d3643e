/** Texts of the footer area, in English (the source; catalogs/ta/footer.ts has the same keys in Tamil). */
export default {} as const;
