/** Texts of the posts area, in English (the source; catalogs/ta/posts.ts has the same keys in Tamil). */
export default {} as const;
