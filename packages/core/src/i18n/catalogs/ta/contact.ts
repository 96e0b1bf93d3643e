import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/contact";

export default {
  "contact.title": "தொடர்புக்கு",
  "contact.heading": "உதவ நாம் இருக்கிறோம்",
  "contact.intro": "ஓர் அறிவித்தல், உங்கள் கணக்கு, அல்லது மாற்ற வேண்டிய ஏதேனும் பற்றிக் கேள்விகள் உள்ளனவா? எமக்கு எழுதுங்கள்; {days} நாட்களுக்குள் பதிலளிப்போம்.",
  "contact.formLabel": "தொடர்புப் படிவம்",
  "contact.firstName": "முதற் பெயர்",
  "contact.lastName": "குடும்பப் பெயர்",
  "contact.email": "மின்னஞ்சல்",
  "contact.phoneNumber": "தொலைபேசி இலக்கம்",
  "contact.message": "செய்தி",
  "contact.submit": "அனுப்புக",
  "contact.submitHint": "அனுப்புக என்பதை அழுத்தினால், உங்கள் செய்தியுடன் உங்கள் மின்னஞ்சல் செயலி திறக்கும்.",
  "contact.opened": "உங்கள் மின்னஞ்சல் செயலியில் இப்போது உங்கள் செய்தி தெரிய வேண்டும். எதுவும் திறக்கவில்லையெனில் <0>{email}</0> முகவரிக்கு எழுதுங்கள்.",
  "contact.otherWays": "எம்மைத் தொடர்புகொள்ள வேறு வழிகள்",
  "contact.getInTouch": "தொடர்புகொள்ளுங்கள்",
  "contact.phone": "தொலைபேசி",
  "contact.emailLabel": "மின்னஞ்சல்",
  "contact.location": "இருப்பிடம்",
  "contact.followUs": "எம்மைப் பின்தொடருங்கள்",
  "contact.mailSubjectFrom": "{name} அனுப்பும் செய்தி",
  "contact.mailSubjectTo": "{site} தளத்துக்கு ஒரு செய்தி",
  "contact.mailName": "பெயர்: {name}",
  "contact.mailEmail": "மின்னஞ்சல்: {email}",
  "contact.mailPhone": "தொலைபேசி: {phone}",
} satisfies AreaCatalog<typeof en>;
