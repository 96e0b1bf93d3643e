import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/errors";

export default {
  "errors.notFoundTitle": "பக்கம் கிடைக்கவில்லை",
  "errors.notFoundText": "மன்னிக்கவும், நீங்கள் தேடும் பக்கம் இல்லை அல்லது வேறிடத்துக்கு மாற்றப்பட்டுள்ளது. முகப்புப் பக்கத்துக்குத் திரும்புங்கள்.",
  "errors.homePage": "முகப்புப் பக்கம்",
  "errors.crashTitle": "ஏதோ தவறு நேர்ந்துவிட்டது",
  "errors.crashText": "இந்தப் பக்கத்தைக் காட்ட முடியவில்லை. பக்கத்தை மீளேற்றினால் பொதுவாகச் சரியாகிவிடும்.",
  "errors.reload": "மீளேற்று",
} satisfies AreaCatalog<typeof en>;
