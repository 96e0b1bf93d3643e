import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/auth";

export default {
  "auth.or": "அல்லது",
  "auth.back": "பின்செல்",
  "auth.firstName": "முதற் பெயர்",
  "auth.lastName": "குடும்பப் பெயர்",
  "auth.emailAddress": "மின்னஞ்சல் முகவரி",
  "auth.password": "கடவுச்சொல்",
  "auth.goHome": "முகப்புப் பக்கத்துக்குச் செல்க",
  "auth.googleFallback": "Google தனது சாளரத்தைத் திறக்கவில்லை. கீழேயுள்ள Google பொத்தான் மூலம் தொடருங்கள்.",

  "auth.signUpTitle": "பதிவுசெய்க",
  "auth.signUpHeading": "உங்கள் கணக்கைத் தொடங்குங்கள்",
  "auth.signUpIntro": "கணக்கு ஒன்று இருந்தால் அறிவித்தல்களை வெளியிடலாம், வரைவுகளைச் சேமித்து வைக்கலாம், குடும்பத்தினரும் நண்பர்களும் அஞ்சலி செலுத்தும்போது அறிந்துகொள்ளலாம்.",
  "auth.signUpWithGoogle": "Google மூலம் பதிவுசெய்க",
  "auth.continueWithEmail": "மின்னஞ்சல் மூலம் தொடர்க",
  "auth.signUpEmailHeading": "மின்னஞ்சல் மூலம் பதிவுசெய்க",
  "auth.createAccount": "கணக்கைத் தொடங்குக",
  "auth.haveAccount": "ஏற்கனவே கணக்கு உள்ளதா? <0>உள்நுழைக</0>",

  "auth.signInTitle": "உள்நுழைக",
  "auth.signInHeading": "உங்கள் கணக்கில் உள்நுழையுங்கள்",
  "auth.signInIntro": "மீண்டும் வரவேற்கிறோம். நீங்கள் பேணும் அறிவித்தல்களை எழுதவும் கவனித்துக்கொள்ளவும் உள்நுழையுங்கள்.",
  "auth.signInWithGoogle": "Google மூலம் உள்நுழைக",
  "auth.orSignInWithEmail": "அல்லது மின்னஞ்சல் மூலம் உள்நுழைக",
  "auth.forgotPasswordLink": "கடவுச்சொல் மறந்துவிட்டதா?",
  "auth.signInButton": "உள்நுழைக",
  "auth.noAccount": "கணக்கு இல்லையா? <0>பதிவுசெய்க</0>",

  "auth.forgotTitle": "கடவுச்சொல் மறந்துவிட்டதா?",
  "auth.forgotHeading": "கடவுச்சொல்லை மறந்துவிட்டீர்களா?",
  "auth.forgotIntro": "உங்கள் கணக்கின் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்; புதிய கடவுச்சொல்லைத் தெரிவுசெய்வதற்கான இணைப்பை அனுப்புவோம்.",
  "auth.recover": "இணைப்பை அனுப்பு",
  "auth.rememberedIt": "நினைவுக்கு வந்துவிட்டதா? <0>உள்நுழைக</0>",

  "auth.resetTitle": "கடவுச்சொல்லை மாற்றுக",
  "auth.resetHeading": "புதிய கடவுச்சொல்லைத் தெரிவுசெய்யுங்கள்",
  "auth.resetIntro": "6 முதல் 20 எழுத்துகள்; குறைந்தது ஓர் எண், ஒரு சிறிய எழுத்து (lowercase), ஒரு பெரிய எழுத்து (uppercase) இருக்க வேண்டும்.",
  "auth.newPassword": "புதிய கடவுச்சொல்",
  "auth.confirmPassword": "கடவுச்சொல்லை உறுதிப்படுத்துக",
  "auth.resetButton": "கடவுச்சொல்லை மாற்றுக",
} satisfies AreaCatalog<typeof en>;
