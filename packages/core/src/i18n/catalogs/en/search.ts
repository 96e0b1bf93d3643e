/** Texts of the search page (apps/web/src/features/search), in English (catalogs/ta/search.ts has the same keys in Tamil). */
export default {
  "search.pageTitle": "Search: {query}",
  "search.resultsFor": "<0>Results for</0> “{query}”",
  "search.count": "{count, plural, one {# memorial matches your search.} other {# memorials match your search.}}",
  "search.memorials": "Memorials",
  "search.accountsTab": "Accounts Matched",
  "search.usersPanel": "User related to search",
  "search.results": "Search results",
  "search.loadingAccounts": "Loading accounts",
  "search.accountsFailed": "These accounts could not be loaded just now.",
} as const;
