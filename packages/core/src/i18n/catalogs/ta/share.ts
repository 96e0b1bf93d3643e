import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/share";

export default {
  "share.heading": "இந்த அறிவித்தலைப் பகிர்",
  "share.close": "பகிர்வுத் தெரிவுகளை மூடு",
  "share.on": "{site} இல் பகிர்",
  "share.link": "இந்த அறிவித்தலுக்கான இணைப்பு",
  "share.copy": "நகலெடு",
} satisfies AreaCatalog<typeof en>;
