import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/common";

export default {
  "common.home": "முகப்பு",
  "common.contact": "தொடர்புக்கு",
  "common.create": "அறிவித்தல் இடுக",
  "common.openMenu": "பட்டியலைத் திற",
  "common.closeMenu": "பட்டியலை மூடு",
  "common.menu": "பட்டியல்",
  "common.primaryNav": "முதன்மை",
  "common.openSearch": "தேடலைத் திற",
  "common.closeSearch": "தேடலை மூடு",
  "common.search": "தேடு",
  "common.searchPlaceholder": "அறிவித்தல் தேடல்",
  "common.notifications": "அறிவிப்புகள்",
  "common.notificationsNew": "அறிவிப்புகள், புதிய அறிவிப்புகள் உள்ளன",
  "common.profileMenu": "சுயவிவரப் பட்டியல்",
  "common.accountMenu": "கணக்குப் பட்டியல்",
  "common.profile": "சுயவிவரம்",
  "common.dashboard": "கட்டுப்பாட்டுப் பலகை",
  "common.settings": "அமைப்புகள்",
  "common.logOut": "வெளியேறு",
  "common.signUp": "பதிவுசெய்க",
  "common.signIn": "உள்நுழைக",
  "common.signedOutTitle": "நீங்கள் வெளியேறியுள்ளீர்கள்",
  "common.signedOutText": "தொடர மீண்டும் உள்நுழையுங்கள்.",
} satisfies AreaCatalog<typeof en>;
