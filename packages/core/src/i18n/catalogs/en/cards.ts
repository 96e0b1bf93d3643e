/** Texts of the memorial cards and post lists (apps/web/src/components/memorial-card), in English (catalogs/ta/cards.ts has the same keys in Tamil). */
export default {
  "cards.viewMore": "View More",
  "cards.share": "Share",
  "cards.tribute": "Tribute",
  "cards.memoryWall": "Memory Wall",
  "cards.tributes": "{count, plural, one {# tribute} other {# tributes}}",
  "cards.bornIn": "Born in {place}",
  "cards.passedAwayIn": "Passed away in {place}",
  "cards.loading": "Loading memorials",
  "cards.loadFailed": "These memorials could not be loaded just now.",
  "cards.loadingMore": "Loading more memorials",
  "cards.loadMore": "Load More",
  "cards.category.obituary": "Obituary",
  "cards.category.31st": "31st Remembrance",
  "cards.category.year": "Year Remembrance",
  "cards.category.memorial": "Memorial Remembrance",
} as const;
