import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/email";

/** The server's e-mails in Tamil: plain, gentle words for people who may be grieving. */
export default {
  "email.resetSubject": "உங்கள் Keep Memories Alive கடவுச்சொல்லை மாற்றுங்கள்",
  "email.resetGreeting": "வணக்கம் {name},",
  "email.resetIntro": "உங்கள் Keep Memories Alive கணக்கின் கடவுச்சொல்லை மாற்றுவதற்கான கோரிக்கை எமக்குக் கிடைத்தது. புதிய கடவுச்சொல்லை இங்கே தெரிவுசெய்யலாம்:",
  "email.resetValidity":
    "இந்த இணைப்பு ஒருமுறை மட்டுமே செயற்படும், ஒரு மணிநேரத்துக்குச் செல்லுபடியாகும். நீங்கள் இதனைக் கோரவில்லையெனில், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்; உங்கள் கடவுச்சொல் மாறாது.",
  "email.resetThanks": "உங்கள் அன்புக்குரியவர்களின் நினைவுகளை என்றும் வாழவைப்பதற்கு நன்றி. உங்களுக்குத் தேவைப்படும் போதெல்லாம் நாம் இருக்கின்றோம்.",
  "email.signature": "Keep Memories Alive குழுவினர்",
  "email.verifySubject": "Keep Memories Alive: உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்",
  "email.verifyGreeting": "வணக்கம் {name},",
  "email.verifyIntro": "Keep Memories Alive இல் கணக்கொன்றை உருவாக்கியமைக்கு நன்றி. இந்த மின்னஞ்சல் முகவரி உங்களுடையது என்பதை உறுதிப்படுத்த, இந்த இணைப்பைத் திறவுங்கள்:",
  "email.verifyValidity":
    "இந்த இணைப்பு {days} நாட்களுக்குச் செல்லுபடியாகும். நீங்கள் இந்தக் கணக்கை உருவாக்கவில்லையெனில், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்; இது பற்றி உங்களுக்கு வேறெதுவும் அனுப்பப்படாது.",
} satisfies AreaCatalog<typeof en>;
