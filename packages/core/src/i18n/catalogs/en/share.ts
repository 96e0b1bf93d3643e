/** Texts of the share popover (apps/web/src/components/share), in English (catalogs/ta/share.ts has the same keys in Tamil). */
export default {
  "share.heading": "Share this memorial",
  "share.close": "Close share options",
  "share.on": "Share on {site}",
  "share.link": "Link to this memorial",
  "share.copy": "copy",
} as const;
