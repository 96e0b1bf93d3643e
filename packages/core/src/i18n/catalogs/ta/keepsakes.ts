import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/keepsakes";

/** What families take from a memorial, in Tamil: நேரலை (livestream) and அறிவித்தல் (a memorial) as in docs/tamil-glossary.md. */
export default {
  "keepsakes.inPlace": "({place} நேரம்)",
  "keepsakes.yourTime": "உங்கள் நேரப்படி {time}",
  "keepsakes.directions": "செல்லும் வழி",
  "keepsakes.directionsOn": "{site} இல் {address} செல்லும் வழி",
  "keepsakes.addToCalendar": "நாட்காட்டியில் சேர்க்க",
  "keepsakes.calendarFile": "நாட்காட்டிக் கோப்பு (.ics)",
  "keepsakes.calendarFileFor": "{name}: நாட்காட்டிக் கோப்பு (.ics)",
  "keepsakes.googleCalendar": "Google நாட்காட்டி",
  "keepsakes.googleCalendarFor": "Google நாட்காட்டி: {name}",
  "keepsakes.addAllToCalendar": "எல்லா நிகழ்வுகளையும் உங்கள் நாட்காட்டியில் சேர்க்க (.ics)",
  "keepsakes.livestream": "குடும்பத்தினர் பகிர்ந்த நேரலை",
  "keepsakes.livestreamLabel": "நேரலை",
  "keepsakes.watchOn": "{domain} இல் பார்க்க",
  "keepsakes.qrHeading": "QR குறியீடு",
  "keepsakes.qrIntro": "அட்டைகள், அறிவித்தல் பலகை, கல்லறைக் கல் ஆகியவற்றுக்கு.",
  "keepsakes.qrAlt": "இந்த அறிவித்தலின் இணைப்புக்கான QR குறியீடு",
  "keepsakes.downloadPng": "PNG ஆகப் பதிவிறக்க",
  "keepsakes.downloadSvg": "SVG ஆகப் பதிவிறக்க",
  "keepsakes.timeZone": "நேர வலயம்",
  "keepsakes.timeZoneHint": "இடத்தைக் கொண்டு பரிந்துரைக்கப்பட்டது. வெளிநாட்டில் உள்ளோர் தங்கள் நேரத்தையும் காண்பர்.",
  "keepsakes.commonZones": "குடும்பங்கள் அடிக்கடி கூடும் இடங்கள்",
  "keepsakes.allZones": "எல்லா நேர வலயங்களும்",
} satisfies AreaCatalog<typeof en>;
