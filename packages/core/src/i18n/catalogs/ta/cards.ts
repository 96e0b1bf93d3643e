import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/cards";

export default {
  "cards.viewMore": "மேலும் பார்க்க",
  "cards.share": "பகிர்",
  "cards.tribute": "அஞ்சலி",
  "cards.memoryWall": "நினைவுச் சுவர்",
  "cards.tributes": "{count, plural, one {# அஞ்சலி} other {# அஞ்சலிகள்}}",
  "cards.bornIn": "பிறப்பிடம்: {place}",
  "cards.passedAwayIn": "இறைவனடி சேர்ந்த இடம்: {place}",
  "cards.loading": "அறிவித்தல்கள் ஏற்றப்படுகின்றன",
  "cards.loadFailed": "இந்த அறிவித்தல்களை இப்போது காட்ட முடியவில்லை.",
  "cards.loadingMore": "மேலும் அறிவித்தல்கள் ஏற்றப்படுகின்றன",
  "cards.loadMore": "மேலும் காட்டு",
  "cards.category.obituary": "மரண அறிவித்தல்",
  "cards.category.31st": "அந்தியேட்டி",
  "cards.category.year": "ஆண்டு நினைவஞ்சலி",
  "cards.category.memorial": "நினைவுகூரல்",
} satisfies AreaCatalog<typeof en>;
