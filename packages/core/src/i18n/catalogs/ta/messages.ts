import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/messages";

/** The spec's messages in Tamil (English: packages/core/src/messages.ts). */
export default {
  // Sign in / sign up / forgot / reset
  "messages.enterEmail": "மின்னஞ்சலை உள்ளிடுங்கள்",
  "messages.emailInvalid": "மின்னஞ்சல் சரியில்லை. சரியான மின்னஞ்சலை உள்ளிடுங்கள்!",
  "messages.passwordRule": "கடவுச்சொல் 6 முதல் 20 எழுத்துகள் கொண்டதாகவும், ஓர் எண், ஒரு சிறிய எழுத்து (lowercase), ஒரு பெரிய எழுத்து (uppercase) உடையதாகவும் இருக்க வேண்டும்",
  "messages.firstNameRequired": "முதற் பெயரை உள்ளிடுங்கள்!",
  "messages.lastNameRequired": "குடும்பப் பெயரை உள்ளிடுங்கள்!",
  "messages.nameTooShort": "முதற் பெயரும் குடும்பப் பெயரும் குறைந்தது 3 எழுத்துகள் கொண்டிருக்க வேண்டும்",
  "messages.enterPassword": "கடவுச்சொல்லை உள்ளிடுங்கள்",
  "messages.confirmPasswordRequired": "கடவுச்சொல்லை மீண்டும் உள்ளிட்டு உறுதிப்படுத்துங்கள்",
  "messages.confirmPasswordMismatch": "உறுதிப்படுத்திய கடவுச்சொல் பொருந்தவில்லை!",
  "messages.resetMailSent": "உங்கள் மின்னஞ்சலைப் பாருங்கள்; கடவுச்சொல்லை மாற்றும் இணைப்பு அனுப்பப்பட்டுள்ளது.",
  "messages.passwordResetDone": "உங்கள் கடவுச்சொல் மாற்றப்பட்டது. தயவுசெய்து உள்நுழையுங்கள்.",
  "messages.anErrorOccurred": "ஒரு பிழை ஏற்பட்டது",
  "messages.googleTrouble": "Google மூலம் உள்நுழைவதில் சிக்கல்",
  "messages.googleNotConfigured": "Google உள்நுழைவு இந்தத் தளத்தில் அமைக்கப்படவில்லை",
  "messages.wrongCredentials": "மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு",
  "messages.emailTaken": "இந்த மின்னஞ்சல் ஏற்கனவே பதிவில் உள்ளது",
  "messages.usernameTaken": "இந்தப் பயனர் பெயர் ஏற்கனவே எடுக்கப்பட்டுள்ளது",
  "messages.resetLinkInvalid": "இந்த இணைப்பு செல்லாது அல்லது காலாவதியாகிவிட்டது. புதிய இணைப்பைக் கேளுங்கள்.",
  "messages.googleAccountUseGoogle": "இந்தக் கணக்கு Google மூலம் உருவாக்கப்பட்டது. Google மூலம் உள்நுழையுங்கள்.",
  "messages.googleAccountNoPassword": "இந்தக் கணக்கு Google மூலம் உருவாக்கப்பட்டதால், மாற்றுவதற்குக் கடவுச்சொல் இல்லை.",

  // Change password
  "messages.currentPasswordRequired": "தற்போதைய கடவுச்சொல்லை உள்ளிடுங்கள்!",
  "messages.newPasswordRequired": "புதிய கடவுச்சொல்லை உள்ளிடுங்கள்!",
  "messages.changePasswordRule": "கடவுச்சொல் 6 முதல் 20 எழுத்துகள் கொண்டதாகவும், ஓர் எண், ஒரு சிறிய எழுத்து, ஒரு பெரிய எழுத்து உடையதாகவும் இருக்க வேண்டும்!",
  "messages.currentPasswordWrong": "தற்போதைய கடவுச்சொல் தவறு",
  "messages.passwordUpdated": "கடவுச்சொல் மாற்றப்பட்டது",

  // Edit profile
  "messages.profileMobileRequired": "உங்கள் கைபேசி இலக்கத்தை உள்ளிடுங்கள்",
  "messages.profileMobileInvalid": "கைபேசி இலக்கம் சரியில்லை. சரியான இலக்கத்தை உள்ளிடுங்கள்!",
  "messages.profileResidenceRequired": "நீங்கள் தற்போது வசிக்கும் நாட்டை உள்ளிடுங்கள்",
  "messages.usernameTooShort": "பயனர் பெயர் குறைந்தது 3 எழுத்துகள் கொண்டிருக்க வேண்டும்",
  "messages.bioTooLong": "சுருக்கமான அறிமுகம் 150 எழுத்துகளுக்கு மேல் இருக்கக் கூடாது",
  "messages.socialLinkInvalid": "சரியான {site} இணைப்பை உள்ளிடுங்கள்",
  "messages.profileUpdated": "சுயவிவரம் புதுப்பிக்கப்பட்டது",

  // Publish memorial
  "messages.categoryRequired": "அறிவித்தலின் வகையைத் தெரிவுசெய்யுங்கள்",
  "messages.bannerRequired": "அமரரின் உருவப்படத்தைச் சேர்க்க வேண்டும்",
  "messages.mobileInvalidShort": "கைபேசி இலக்கம் சரியில்லை...",
  "messages.tamilNameInvalid": "தமிழ்ப் பெயரைத் தமிழ் எழுத்துகளில் எழுதுங்கள்",

  // Memorial (comment) and tribute forms
  "messages.commentRequired": "இரங்கல் செய்தியை இட ஏதாவது எழுதுங்கள்...",
  "messages.tributeRequired": "அஞ்சலி செலுத்த ஏதாவது எழுதுங்கள்...",
  "messages.commenterFirstNameRequired": "உங்கள் முதற் பெயரை உள்ளிடுங்கள்...",
  "messages.commenterLastNameRequired": "உங்கள் குடும்பப் பெயரை உள்ளிடுங்கள்...",
  "messages.commenterEmailRequired": "உங்கள் மின்னஞ்சலை உள்ளிடுங்கள்...",
  "messages.commenterEmailInvalid": "உங்கள் மின்னஞ்சல் சரியில்லை. சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்...",
  "messages.commenterMobileRequired": "உங்கள் கைபேசி இலக்கத்தை உள்ளிடுங்கள்...",
  "messages.commenterMobileInvalid": "கைபேசி இலக்கம் சரியில்லை. உங்கள் சரியான இலக்கத்தைச் சேர்க்கவும்...",
  "messages.commenterPlaceRequired": "நீங்கள் தற்போது வசிக்கும் இடத்தை உள்ளிடுங்கள்...",
  "messages.replyRequired": "கருத்துத் தெரிவிக்க ஏதாவது எழுதுங்கள்...",
  "messages.somethingWentWrong": "ஏதோ தவறு நேர்ந்தது. மீண்டும் முயற்சி செய்யுங்கள்.",

  // Images
  "messages.noImagesSelected": "சில படங்களைத் தெரிவுசெய்யுங்கள்!",
  "messages.uploadFailed": "கோப்புகளைப் பதிவேற்ற முடியவில்லை",
  "messages.loginToAddImagesAlbum": "அறிவித்தலின் படத்தொகுப்பில் நிழற்படங்களைச் சேர்க்க முதலில் உள்நுழையுங்கள்",
  "messages.loginToAddImages": "படங்களைச் சேர்க்க உள்நுழையுங்கள்",
  "messages.loginToLike": "மலர் அஞ்சலி செலுத்த உள்நுழையுங்கள்",

  // Share
  "messages.linkCopied": "இணைப்பு நகலெடுக்கப்பட்டது!",
  "messages.linkCopyFailed": "இணைப்பை நகலெடுக்க முடியவில்லை. அதைத் தெரிவுசெய்து நீங்களே நகலெடுங்கள்.",

  // Empty states
  "messages.noBlogsPublished": "அறிவித்தல்கள் எதுவும் வெளியிடப்படவில்லை",
  "messages.noUserFound": "பயனர் எவரும் இல்லை",
  "messages.noPostsPublished": "அறிவித்தல்கள் எதுவும் வெளியிடப்படவில்லை",
  "messages.nothingToRead": "இங்கே வாசிக்க எதுவும் இல்லை",

  // Success and loading toasts
  "messages.memorialAdded": "உங்கள் இரங்கல் செய்தி சேர்க்கப்பட்டது!",
  "messages.replyAdded": "உங்கள் பதில் சேர்க்கப்பட்டது!",
  "messages.tributeAdded": "அஞ்சலி சேர்க்கப்பட்டது!",
  "messages.uploadedBang": "பதிவேற்றப்பட்டது!",
  "messages.uploadedSuccessfully": "வெற்றிகரமாகப் பதிவேற்றப்பட்டது",
  "messages.published": "வெளியிடப்பட்டது",
  "messages.saved": "சேமிக்கப்பட்டது",
  "messages.uploading": "பதிவேற்றப்படுகிறது...",
  "messages.publishing": "வெளியிடப்படுகிறது...",
  "messages.savingDraft": "வரைவு சேமிக்கப்படுகிறது...",
  "messages.updating": "புதுப்பிக்கப்படுகிறது...",

  // Server-side
  "messages.unauthorized": "தொடர உள்நுழையுங்கள்",
  "messages.sessionExpired": "உங்கள் அமர்வு காலாவதியாகிவிட்டது. மீண்டும் உள்நுழையுங்கள்.",
  "messages.forbidden": "இதைச் செய்ய உங்களுக்கு அனுமதி இல்லை",
  "messages.notFound": "கிடைக்கவில்லை",
  "messages.postNotFound": "இந்த அறிவித்தலைக் காண முடியவில்லை",
  "messages.userNotFound": "பயனர் கிடைக்கவில்லை",
  "messages.tooManyRequests": "அதிகமான கோரிக்கைகள். சிறிது நேரத்தின் பின் மீண்டும் முயற்சி செய்யுங்கள்",
  "messages.bodyTooLarge": "அனுப்பிய தரவு மிகப் பெரியது",
  "messages.internal": "சேவையகத்தில் பிழை ஏற்பட்டது",
  "messages.serviceUnavailable": "தளம் சிறிது நேரம் கிடைக்கவில்லை. சற்று நேரத்தில் மீண்டும் முயற்சி செய்யுங்கள்.",

  // Uploads
  "messages.fileTypeInvalid": "கோப்பு image/jpeg, image/png, image/webp அல்லது image/gif வகையாக இருக்க வேண்டும்",
  "messages.fileTooLarge": "கோப்பு 10240000 bytes-இலும் பெரியது",
  "messages.uploadEmpty": "கோப்பு வெறுமையாக உள்ளது. ஒரு படத்தைத் தெரிவுசெய்யுங்கள்.",
  "messages.uploadFilePartMissing": "படத்தை file என்ற பெயருடைய ஒரே கோப்புப் பகுதியாக அனுப்புங்கள்",
  "messages.imageTooManyPixels": "படம் மிகப் பெரியது (அதிகபட்சம் 60 மெகாபிக்சல்)",
  "messages.imageImplausible": "இந்தப் படம் தன் கோப்பின் அளவுக்குப் பொருந்தாத அளவு பிக்சல்களைக் கூறுகிறது. நிழற்படத்தையே அனுப்புங்கள்",
  "messages.uploadLinkInvalid": "இந்தப் பதிவேற்ற இணைப்பு செல்லாது",
  "messages.uploadLinkUsed": "இந்தப் பதிவேற்ற இணைப்பு ஏற்கனவே பயன்படுத்தப்பட்டுவிட்டது",
  "messages.uploadLinkExpired": "இந்தப் பதிவேற்ற இணைப்பு காலாவதியாகிவிட்டது",
  "messages.imageNotFound": "படம் கிடைக்கவில்லை",
  "messages.imageWidthInvalid": "w என்பது 320, 640 அல்லது 1280 ஆக இருக்க வேண்டும்",
  "messages.imagesMustBeUploaded": "படங்கள் இந்தத் தளத்திலேயே பதிவேற்றப்பட வேண்டும்",
  "messages.virtualUrlInvalid": "இணைய வழி நிகழ்வுக்கான சரியான இணைப்பை உள்ளிடுங்கள்",
  "messages.commentNotFound": "இந்த இரங்கல் செய்தியைக் காண முடியவில்லை",
  "messages.replyTargetNotFound": "நீங்கள் பதிலளிக்கும் செய்தியைக் காண முடியவில்லை",
  "messages.replyTargetRequired": "replying_to தேவை: எந்தச் செய்திக்குப் பதிலளிக்கிறீர்கள் என்று குறிப்பிடுங்கள்",
  "messages.tributeNotFound": "இந்த அஞ்சலியைக் காண முடியவில்லை",
  "messages.imageEntryNotFound": "இந்தப் படங்களைக் காண முடியவில்லை",
  "messages.notificationNotFound": "இந்த அறிவிப்பைக் காண முடியவில்லை",
  "messages.reportTargetNotFound": "இதைக் காண முடியவில்லை",
  "messages.reportActionInvalid": "இச்செயல் இதற்குப் பொருந்தாது",
  "messages.postHiddenBySite": "இந்த அறிவித்தலைத் தளக் குழுவினர் மறைத்துள்ளனர்; அவர்கள் மீளக் காட்டும் வரை இதை வெளியிட முடியாது",

  // Public lists and search
  "messages.searchTextRequired": "தேடுவதற்கு ஏதாவது உள்ளிடுங்கள்",
  "messages.pageInvalid": "page என்பது 1 முதல் 10000 வரையான முழு எண்ணாக இருக்க வேண்டும்",
  "messages.searchTitleInvalid":
    "title என்பது Obituary, Remembrance, 31st Remembrance, Year Remembrance, Memorial Remembrance, Recent அல்லது place ஆக இருக்க வேண்டும்",
  "messages.searchAuthorInvalid": "author என்பது ஒரு பயனரின் _id ஆக இருக்க வேண்டும்",

  // Edit profile photo
  "messages.profilePhotoTypeInvalid": "கோப்பு image/jpeg அல்லது image/png வகையாக இருக்க வேண்டும்",

  // Dashboard empty states
  "messages.noPublishedPosts": "வெளியிடப்பட்ட அறிவித்தல்கள் இல்லை",
  "messages.noDraftPosts": "வரைவு அறிவித்தல்கள் இல்லை",
  "messages.nothingAvailable": "எதுவும் இல்லை",

  // Family phone numbers behind 'Show number' (decision 020)
  "messages.phoneNumberNotFound": "இந்தக் கைபேசி இலக்கத்தைக் காண முடியவில்லை",
  "messages.phoneNumberNotShared": "இந்த இலக்கத்தைப் பகிர வேண்டாம் எனக் குடும்பத்தினர் தெரிவுசெய்துள்ளனர்",
  "messages.phoneRevealLimit": "குறுகிய நேரத்தில் பல கைபேசி இலக்கங்களைப் பார்த்துவிட்டீர்கள். ஒரு மணி நேரத்தின் பின் மீண்டும் முயற்சி செய்யுங்கள்.",

  // Proving an account's e-mail address (decision 034)
  "messages.emailVerifyLinkInvalid": "உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தும் இந்த இணைப்பு செல்லாது அல்லது காலாவதியாகிவிட்டது. அமைப்புகளில் புதிய இணைப்பைக் கேட்கலாம்.",
  "messages.emailVerifyLimit": "குறுகிய நேரத்தில் பல இணைப்புகளை அனுப்பிவிட்டோம். உங்கள் மின்னஞ்சலைப் பாருங்கள், அல்லது ஒரு மணி நேரத்தின் பின் மீண்டும் முயற்சி செய்யுங்கள்.",
  "messages.emailNotVerifiedForInvite": "இந்த அறிவித்தலைப் பேண ஒருவரை அழைப்பதற்கு முன், உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள். அமைப்புகளில் இணைப்பை மீண்டும் அனுப்பலாம்.",

  // Malformed requests
  "messages.urlInvalid": "இந்த முகவரி செல்லாது",
  "messages.urlTooLong": "இந்த முகவரி மிக நீளமானது",
} satisfies AreaCatalog<typeof en>;
