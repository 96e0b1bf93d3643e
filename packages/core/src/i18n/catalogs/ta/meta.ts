import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/meta";

/** Page titles and share previews in Tamil: a link opened from WhatsApp reads like a notice. */
export default {
  "meta.genericTitle": "Keep Memories Alive — மரண அறிவித்தல்களும் நினைவஞ்சலிகளும்",
  "meta.genericDescription":
    "Keep Memories Alive: மரண அறிவித்தல்களையும் நினைவஞ்சலிகளையும் வெளியிடுங்கள்; குடும்பத்தினரும் நண்பர்களும் பகிரும் நினைவுகள், நிழற்படங்கள், அஞ்சலிகளை ஒன்றுசேருங்கள்.",
  "meta.siteImageAlt": "Keep Memories Alive: மரண அறிவித்தல்களும் நினைவஞ்சலிகளும்",
  "meta.postTitle": "அமரர் {name} | Keep Memories Alive",
  "meta.postTitleYears": "அமரர் {name} ({years}) | Keep Memories Alive",
  "meta.postImageAlt": "அமரர் {name}: என்றும் அன்புடன் நினைவுகூருகின்றோம்",
  "meta.postImageAltYears": "அமரர் {name}, {years}: என்றும் அன்புடன் நினைவுகூருகின்றோம்",
  "meta.born": "பிறப்பிடம்: {place}",
  "meta.passedAway": "இறைவனடி சேர்ந்த இடம்: {place}",
  "meta.userDescription": "{name} Keep Memories Alive இல் வெளியிட்ட அறிவித்தல்கள்.",
  "meta.siteLocation": "கொழும்பு, இலங்கை",
  "meta.noScriptTitle": "இந்தப் பக்கத்துக்கு JavaScript தேவை",
  "meta.noScriptText":
    "உள்நுழைவு, உங்கள் கட்டுப்பாட்டுப் பலகை, படிவங்கள் ஆகியன JavaScript உடன் மட்டுமே இயங்கும்; இந்த உலாவியில் அது முடக்கப்பட்டுள்ளது. அறிவித்தல்களையும் தேடல் முடிவுகளையும் சுயவிவரங்களையும் அது இல்லாமலும் வாசிக்கலாம்.",
  "meta.noScriptHome": "முகப்புப் பக்கத்துக்குச் செல்க",
} satisfies AreaCatalog<typeof en>;
