import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/remembrance";

/** Remembrance dates in Tamil, with the glossary's terms (docs/tamil-glossary.md): அந்தியேட்டி, ஆண்டு நினைவஞ்சலி. */
export default {
  "remembrance.heading": "நினைவு நாட்கள்",
  "remembrance.thirtyFirstDay": "அந்தியேட்டி",
  "remembrance.thirtyFirstDayTamil": "அந்தியேட்டி",
  "remembrance.anniversary":
    "{ordinal, plural, =1 {ஓராண்டு நினைவஞ்சலி} =2 {இரண்டாம் ஆண்டு நினைவஞ்சலி} =3 {மூன்றாம் ஆண்டு நினைவஞ்சலி} =4 {நான்காம் ஆண்டு நினைவஞ்சலி} =5 {ஐந்தாம் ஆண்டு நினைவஞ்சலி} =6 {ஆறாம் ஆண்டு நினைவஞ்சலி} =7 {ஏழாம் ஆண்டு நினைவஞ்சலி} =8 {எட்டாம் ஆண்டு நினைவஞ்சலி} =9 {ஒன்பதாம் ஆண்டு நினைவஞ்சலி} =10 {பத்தாம் ஆண்டு நினைவஞ்சலி} other {#ஆம் ஆண்டு நினைவஞ்சலி}}",
  "remembrance.anniversaryTamil":
    "{ordinal, plural, =1 {ஓராண்டு நினைவஞ்சலி} =2 {இரண்டாம் ஆண்டு நினைவஞ்சலி} =3 {மூன்றாம் ஆண்டு நினைவஞ்சலி} =4 {நான்காம் ஆண்டு நினைவஞ்சலி} =5 {ஐந்தாம் ஆண்டு நினைவஞ்சலி} =6 {ஆறாம் ஆண்டு நினைவஞ்சலி} =7 {ஏழாம் ஆண்டு நினைவஞ்சலி} =8 {எட்டாம் ஆண்டு நினைவஞ்சலி} =9 {ஒன்பதாம் ஆண்டு நினைவஞ்சலி} =10 {பத்தாம் ஆண்டு நினைவஞ்சலி} other {#ஆம் ஆண்டு நினைவஞ்சலி}}",
  "remembrance.thithi": "ஆண்டுத் திதி (திவசம்)",
  "remembrance.thithiTamil": "ஆண்டுத் திதி (திவசம்)",
  "remembrance.tamilDeathDate": "இறந்த நாள் (தமிழ் நாட்காட்டி)",
  "remembrance.tamilDate": "{month} {day} · {paksham} {thithi} · {nakshatra} நட்சத்திரம்",
  "remembrance.thithiDay": "{month} {day}, {thithi} திதி",
  "remembrance.thithiPlace": "{place} சூரிய உதய, அஸ்தமன நேரப்படி",
  "remembrance.thithiSetByFamily": "குடும்பத்தினர் குறித்த நாள்",
  "remembrance.thithiConfirm": "இவ்வாண்டு இத் தமிழ் மாதத்தில் திதி வரவில்லை: அண்மையிலுள்ள நாள் தரப்பட்டுள்ளது. உங்கள் குருக்களிடம் உறுதிப்படுத்துங்கள்.",
  "remembrance.thithiYears": "அடுத்த பத்து ஆண்டுகள்",
  "remembrance.thithiTwoAfternoons": "இவ்வாண்டு திதி இரண்டு நாட்களின் பிற்பகலில் (அபரான்னம்) வருகிறது: அதிக நேரம் நிலவும் நாள் கொள்ளப்படுகிறது.",
  "remembrance.thithiNoAfternoon": "இவ்வாண்டு திதி எந்த நாளின் பிற்பகலிலும் (அபரான்னம்) வரவில்லை: சூரிய உதயத்தின்போது அது நிலவும் நாள் கொள்ளப்படுகிறது.",
  "remembrance.thithiTwice": "அதிக மாதம்: இத் தமிழ் மாதத்தில் திதி இரு முறை வருகிறது; இரண்டாவது கொள்ளப்படுகிறது.",
  "remembrance.today": "இன்று",
  "remembrance.tomorrow": "நாளை",
  "remembrance.inDays": "இன்னும் {count, plural, one {# நாளில்} other {# நாட்களில்}}",
  "remembrance.wasOn": "<0>{date}</0> அன்று நடைபெற்றது",
  "remembrance.weekHeading": "இந்த வார நினைவு நாட்கள்",
  "remembrance.weekIntro": "அடுத்த 7 நாட்களில் வரும் அந்தியேட்டிகளும் ஆண்டு நினைவஞ்சலிகளும்.",
  "remembrance.showMore": "மேலும் நினைவு நாட்களைக் காட்டு",
  "remembrance.loadingMore": "ஏற்றப்படுகிறது…",
} satisfies AreaCatalog<typeof en>;
