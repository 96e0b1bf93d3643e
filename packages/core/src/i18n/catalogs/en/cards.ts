/** Texts of the cards area, in English (the source; catalogs/ta/cards.ts has the same keys in Tamil). */
export default {} as const;
