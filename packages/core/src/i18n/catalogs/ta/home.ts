import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/home";

export default {
  "home.intro": "நாம் இழந்த அன்புக்குரியவர்களைக் கௌரவிக்கவும், அவர்களை நேசித்த அனைவரின் நினைவுகளையும் நிழற்படங்களையும் அஞ்சலிகளையும் ஒன்றுசேர்க்கவும் ஓர் அமைதியான இடம்.",
  "home.create": "அறிவித்தல் ஒன்றை இடுக",
  "home.memorials": "அறிவித்தல்கள்",
  "home.browse": "அறிவித்தல்களைப் பார்வையிட",
  "home.tab.FEED": "அனைத்தும்",
  "home.tab.RECENT": "அண்மையவை",
  "home.tab.PLACE": "இடம்",
  "home.tab.OBITUARY": "மரண அறிவித்தல்",
  "home.tab.REMEMBRANCE": "நினைவஞ்சலி",
  "home.places": "இடங்கள்",
  "home.placeCount": "{place}, {count, plural, one {# அறிவித்தல்} other {# அறிவித்தல்கள்}}",
  "home.place.Jaffna": "யாழ்ப்பாணம்",
  "home.place.Kilinochchi": "கிளிநொச்சி",
  "home.place.Canada": "கனடா",
  "home.place.Germany": "ஜேர்மனி",
  "home.place.UnitedKingdom": "ஐக்கிய இராச்சியம்",
  "home.place.Switzerland": "சுவிற்சர்லாந்து",
  "home.mostRemembered": "அதிகம் நினைவுகூரப்பட்டவர்கள்",
  "home.mostRememberedIntro": "வருகையாளர்கள் அதிகம் அஞ்சலி செலுத்திய அறிவித்தல்கள்.",
  "home.mostLoadFailed": "இந்தப் பட்டியலை இப்போது காட்ட முடியவில்லை.",
  "home.mostEmpty": "குடும்பத்தினர் பகிரும்போது அறிவித்தல்கள் இங்கே தோன்றும்.",
} satisfies AreaCatalog<typeof en>;
