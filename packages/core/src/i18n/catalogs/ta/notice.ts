import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/notice";

export default {
  "notice.inLovingMemory": "அன்னாரின் நினைவாக",
  "notice.born": "அன்னை மடியில்",
  "notice.passedAway": "இறைவன் அடியில்",
  "notice.aged": "வயது {age}",
  "notice.services": "இறுதிக் கிரியைகளும் நினைவு நிகழ்வுகளும்",
  "notice.funeralService": "இறுதிக் கிரியைகள்",
  "notice.dateToFollow": "திகதி பின்னர் அறிவிக்கப்படும்",
  "notice.yearlyThithi": "ஆண்டுத் திதி (திவசம்)",
  "notice.family": "குடும்பத்தினர்",
  "notice.survivedBy": "அன்புடன் நினைவுகூருவோர்",
  "notice.predeceasedBy": "முன்னரே இறைவனடி சேர்ந்தோர்",
  "notice.closing": "ஆத்மா சாந்தியடையப் பிரார்த்திக்கின்றோம்",
  "notice.scan": "அறிவித்தலைப் பார்க்கவும் இரங்கல் செய்தி எழுதவும் அஞ்சலி செலுத்தவும் இந்த QR குறியீட்டை ஸ்கேன் செய்யுங்கள்",
  "notice.scanShort": "அறிவித்தலைப் பார்க்க ஸ்கேன் செய்யுங்கள்",
  "notice.pdfTitle": "அறிவித்தல்: {name}",

  "notice.actions.label": "அச்சிட அல்லது பகிர அறிவித்தல்",
  "notice.actions.print": "அறிவித்தலை அச்சிடு",
  "notice.actions.printHint": "அச்சிடுவதற்கான A4 PDF",
  "notice.actions.image": "அறிவித்தல் படம்",
  "notice.actions.imageHint": "WhatsApp இற்கான படம்",
  "notice.actions.preparing": "தயாராகிறது…",
  "notice.actions.failed": "அறிவித்தலை உருவாக்க முடியவில்லை. மீண்டும் முயற்சி செய்யுங்கள்.",
} satisfies AreaCatalog<typeof en>;
