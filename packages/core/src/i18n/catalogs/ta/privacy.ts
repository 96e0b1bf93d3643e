import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/privacy";

export default {
  "privacy.showNumber": "இலக்கத்தைக் காட்டு",
  "privacy.showNumberOf": "{name} அவர்களின் இலக்கத்தைக் காட்டு",
  "privacy.signInToSeeNumber": "இலக்கத்தைக் காண உள்நுழைக",
  "privacy.phoneVisibility": "இந்த இலக்கத்தை யார் காணலாம்",
  "privacy.phoneVisibility.signedIn": "உள்நுழைந்த வருகையாளர்கள்",
  "privacy.phoneVisibility.hidden": "மறைக்கப்பட்டது (நீங்களும் இணைப் பொறுப்பாளர்களும் மட்டும்)",
  "privacy.visibility.legend": "இந்த அறிவித்தலை யார் காணலாம்",
  "privacy.visibility.public": "அனைவரும்",
  "privacy.visibility.publicHint": "அறிவித்தல்கள் பட்டியலிலும் தேடலிலும் உங்கள் சுயவிவரத்திலும் காட்டப்படும்.",
  "privacy.visibility.unlisted": "இணைப்பு உள்ள எவரும்",
  "privacy.visibility.unlistedHint": "அறிவித்தல்கள் பட்டியல், தேடல், உங்கள் சுயவிவரம், தேடுபொறிகள் எதிலும் காட்டப்படாது; இணைப்பு உள்ள எவருக்கும் திறக்கும்.",
  "privacy.unlistedNotice": "இணைப்பு உள்ளவர்கள் மட்டுமே இந்த அறிவித்தலைக் காணலாம்.",
} satisfies AreaCatalog<typeof en>;
