import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/family-copy";

/** The family's own copy in Tamil: நினைவுச் சுவர், கண்ணீர் அஞ்சலிகள் and வாழ்க்கைக் குறிப்பு as on the memorial page. */
export default {
  "familyCopy.heading": "குடும்பத்தினருக்கான சொந்தப் பிரதி",
  "familyCopy.explain": "முழு அறிவித்தலும் ஒரே ZIP கோப்பில்: இணையம் இல்லாமலே திறக்கும் இணையப் பக்கம், மூலப் புகைப்படங்கள், இன்னொரு தளத்துக்கு மாற்றுவதற்கான கோப்பு.",
  "familyCopy.download": "குடும்பப் பிரதியைப் பதிவிறக்குக",
  "familyCopy.preparing": "பிரதி தயாராகிறது…",
  "familyCopy.done": "குடும்பப் பிரதி பதிவிறக்கப்பட்டது",
  "familyCopy.failed": "பிரதியைத் தயாரிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
  "familyCopy.site.contents": "இப்பக்கத்தில்",
  "familyCopy.site.story": "வாழ்க்கைக் குறிப்பு",
  "familyCopy.site.album": "புகைப்படத் தொகுப்பு",
  "familyCopy.site.wall": "நினைவுச் சுவர்",
  "familyCopy.site.tributes": "கண்ணீர் அஞ்சலிகள்",
  "familyCopy.site.portraitAlt": "{name} அவர்களின் திருவுருவப் படம்",
  "familyCopy.site.photoAlt": "{name} சேர்த்த புகைப்படம்",
  "familyCopy.site.familyPhotoAlt": "குடும்பத்தினர் பகிர்ந்த புகைப்படம்",
  "familyCopy.site.photoAltNoName": "தொகுப்பிலிருந்து ஒரு புகைப்படம்",
  "familyCopy.site.addedBy": "{name} சேர்த்தது, {date}",
  "familyCopy.site.addedOn": "சேர்க்கப்பட்டது: {date}",
  "familyCopy.site.replies": "பதில்கள்",
  "familyCopy.site.keptBy": "பராமரிப்பவர்கள்: {names}",
  "familyCopy.site.copied":
    "இந்த அறிவித்தலின் குடும்பப் பிரதி, {date} அன்று {site} தளத்திலிருந்து எடுக்கப்பட்டது. இணையம் இல்லாமலே திறக்கும்: கோப்புறையைப் புகைப்படங்களுடன் சேர்த்தே வைத்திருங்கள்.",
  "familyCopy.site.anonymous": "ஒரு வருகையாளர்",
} satisfies AreaCatalog<typeof en>;
