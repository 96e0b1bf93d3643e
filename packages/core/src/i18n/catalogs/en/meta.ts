/**
 * Page titles and share-preview texts (the server's <title>, description and Open Graph tags, and
 * the site's own lines), in English (the source; catalogs/ta/meta.ts has the same keys in Tamil).
 */
export default {
  "meta.genericTitle": "Keep Memories Alive — obituaries and remembrance notices",
  "meta.genericDescription":
    "Keep Memories Alive: publish obituaries and remembrance notices, and gather memories, photos and tributes from family and friends.",
  "meta.siteImageAlt": "Keep Memories Alive: obituaries and remembrance notices",
  "meta.postTitle": "{name} | Keep Memories Alive",
  "meta.postTitleYears": "{name} ({years}) | Keep Memories Alive",
  "meta.postImageAlt": "{name}: in loving memory",
  "meta.postImageAltYears": "{name}, {years}: in loving memory",
  "meta.born": "Born {place}",
  "meta.passedAway": "Passed away {place}",
  "meta.userDescription": "Memorials published by {name} on Keep Memories Alive.",
  "meta.siteLocation": "Colombo, Sri Lanka",
  // A page the browser renders (signing in, the dashboard, forms), opened with JavaScript turned off.
  "meta.noScriptTitle": "This page needs JavaScript",
  "meta.noScriptText":
    "Signing in, your dashboard and the forms work only with JavaScript, which is turned off in this browser. Memorials, searches and profiles can be read without it.",
  "meta.noScriptHome": "Go to the home page",
} as const;
