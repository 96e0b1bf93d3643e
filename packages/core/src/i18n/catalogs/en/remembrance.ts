/**
 * Texts of remembrance dates (decision 018), in English (the source; catalogs/ta/remembrance.ts
 * has the same keys in Tamil). The `*Tamil` keys are the Tamil names families use, shown beside
 * the English ones on English pages, so they are Tamil in both catalogs.
 */
export default {
  "remembrance.heading": "Remembrance dates",
  "remembrance.thirtyFirstDay": "31st day remembrance",
  "remembrance.thirtyFirstDayTamil": "அந்தியேட்டி",
  "remembrance.anniversary": "{ordinal, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} anniversary",
  "remembrance.anniversaryTamil":
    "{ordinal, plural, =1 {ஓராண்டு நினைவஞ்சலி} =2 {இரண்டாம் ஆண்டு நினைவஞ்சலி} =3 {மூன்றாம் ஆண்டு நினைவஞ்சலி} =4 {நான்காம் ஆண்டு நினைவஞ்சலி} =5 {ஐந்தாம் ஆண்டு நினைவஞ்சலி} =6 {ஆறாம் ஆண்டு நினைவஞ்சலி} =7 {ஏழாம் ஆண்டு நினைவஞ்சலி} =8 {எட்டாம் ஆண்டு நினைவஞ்சலி} =9 {ஒன்பதாம் ஆண்டு நினைவஞ்சலி} =10 {பத்தாம் ஆண்டு நினைவஞ்சலி} other {#ஆம் ஆண்டு நினைவஞ்சலி}}",
  "remembrance.thithi": "Yearly remembrance by the Tamil calendar",
  "remembrance.thithiTamil": "ஆண்டுத் திதி (திவசம்)",
  "remembrance.tamilDeathDate": "Tamil date of death",
  "remembrance.tamilDate": "{month} {day} · {thithi}, {paksham} · {nakshatra} nakshatra",
  "remembrance.thithiDay": "{thithi}, {month} {day}",
  "remembrance.thithiPlace": "By sunrise and sunset in {place}",
  "remembrance.thithiSetByFamily": "Date set by the family",
  "remembrance.thithiConfirm": "The thithi does not fall in this Tamil month this year: the nearest day is given. Please confirm it with your priest.",
  "remembrance.thithiYears": "The next ten years",
  "remembrance.thithiTwoAfternoons": "This year the thithi touches two afternoons: the day it covers longer is kept.",
  "remembrance.thithiNoAfternoon": "This year the thithi touches no afternoon: the day it is running at sunrise is kept.",
  "remembrance.thithiTwice": "An added (adhika) month: the thithi comes twice in this Tamil month, and the second is kept.",
  "remembrance.today": "Today",
  "remembrance.tomorrow": "Tomorrow",
  "remembrance.inDays": "In {count, plural, one {# day} other {# days}}",
  "remembrance.wasOn": "Was on <0>{date}</0>",
  "remembrance.weekHeading": "Remembrances this week",
  "remembrance.weekIntro": "31st days and anniversaries in the next 7 days.",
  "remembrance.showMore": "Show more remembrances",
  "remembrance.loadingMore": "Loading…",
} as const;
