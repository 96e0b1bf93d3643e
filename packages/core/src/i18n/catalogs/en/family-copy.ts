/**
 * The family's own copy of a memorial (decision 029): the keepers' download, and the
 * words of the static website inside the ZIP (index.html, written in the language chosen on the site).
 */
export default {
  "familyCopy.heading": "The family's own copy",
  "familyCopy.explain": "A ZIP of the whole memorial: a website that opens without the internet, the original photos, and a file to move it to another site.",
  "familyCopy.download": "Download the family's copy",
  "familyCopy.preparing": "Preparing the copy…",
  "familyCopy.done": "The family's copy is downloaded",
  "familyCopy.failed": "The copy could not be made. Please try again.",
  "familyCopy.site.contents": "On this page",
  "familyCopy.site.story": "Life story",
  "familyCopy.site.album": "Photo album",
  "familyCopy.site.wall": "Memory Wall",
  "familyCopy.site.tributes": "Tributes",
  "familyCopy.site.portraitAlt": "Portrait of {name}",
  "familyCopy.site.photoAlt": "Photo added by {name}",
  "familyCopy.site.familyPhotoAlt": "Photo shared by the family",
  "familyCopy.site.photoAltNoName": "Photo from the album",
  "familyCopy.site.addedBy": "Added by {name}, {date}",
  "familyCopy.site.addedOn": "Added {date}",
  "familyCopy.site.replies": "Replies",
  "familyCopy.site.keptBy": "Kept by {names}",
  "familyCopy.site.copied":
    "The family's copy of this memorial, made on {date} from {site}. It opens without the internet: keep the folder together, with its photos.",
  "familyCopy.site.anonymous": "A visitor",
} as const;
