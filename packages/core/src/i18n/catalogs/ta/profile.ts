import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/profile";

export default {
  "profile.blogs": "அறிவித்தல்கள்",
  "profile.reads": "வாசிப்புகள்",
  "profile.editProfile": "சுயவிவரத்தைத் திருத்துக",
  "profile.socialLinks": "சமூக ஊடக இணைப்புகள்",
  "profile.joinedOn": "{date} அன்று இணைந்தார்",
  "profile.blogsPublished": "வெளியிட்ட அறிவித்தல்கள்",
  "profile.noSuchAccount": "<0>@{username}</0> என்ற பெயரில் கணக்கு எதுவும் இல்லை. அது பெயர் மாற்றப்பட்டிருக்கலாம்.",
  "profile.goHome": "முகப்புப் பக்கத்துக்குச் செல்க",
  "profile.unavailable": "இந்தச் சுயவிவரத்தை இப்போது ஏற்ற முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.",
  "profile.tryAgain": "மீண்டும் முயல்க",
} satisfies AreaCatalog<typeof en>;
