import { MESSAGES } from "../messages";
import { CATEGORIES, EVENT_TYPES, GENDERS } from "../enums";
import { firstError, isBlank, isDay, isEmail, isMonth, isTamilName, isValidMobile, isYear, isDdMmYyyy, type Check } from "../rules";
import type { PostEvent, PostFields, PredeceasedMember, SurvivingMember } from "./post-shapes";
import { isTimeZone } from "./time-zone";
import { isClockTime, isLatitude, isLongitude, isOverrideInYear } from "./tamil-calendar/calendar-rules";
import type { ChosenPlace, RemembranceCalendar } from "./tamil-calendar/remembrance-calendar";

/** The publish and draft rules of docs/spec.md section 5, free of zod so the web bundle does not carry it. */

const required = (label: string) => `Please enter ${label}`;
/** Messages for the publish fields the spec names but gives no sentence for. */
export const POST_FIELD_MESSAGES = {
  firstname: required("first name"),
  lastname: required("last name"),
  tamilNameInvalid: MESSAGES.tamilNameInvalid,
  gender: "Please select gender",
  birthdate: "Please enter a valid birth day (1 to 31)",
  birthmonth: "Please enter a valid birth month (1 to 12)",
  birthyear: "Please enter a valid birth year (4 digits)",
  deathdate: "Please enter a valid death day (1 to 31)",
  deathmonth: "Please enter a valid death month (1 to 12)",
  deathyear: "Please enter a valid death year (4 digits)",
  birthplace: required("birth place"),
  birthcity: required("birth city"),
  birthcountry: required("birth country"),
  deathplace: required("death place"),
  deathcity: required("death city"),
  deathcountry: required("death country"),
  highschool: required("high school"),
  career: required("career"),
  memorywall: "Please write the story for the memory wall",
  backgroundimage: "Please choose a background image",
  memoriwallimages: "Please add at least one image to the memorial photo album",
  postcreatorname: "Please enter your name",
  postcreatorrelationship: "Please enter your relationship",
  postcreatorcontactnumber: "Please enter your mobile number",
  postcreatoremail: "Please enter your email",
  postcreatoremailInvalid: "Your email is invalid, Please enter valid email address",
  deathBeforeBirth: "Date of death cannot be before date of birth",
  survivingmembername: "Please enter the family member's name",
  survivingmemberrelationship: "Please enter the family member's relationship",
  survivingmembermobilenumber: "Please enter the family member's mobile number",
  predeceasedmembername: "Please enter the predeceased member's name",
  predeceasedmemberrelationship: "Please enter the predeceased member's relationship",
  eventname: "Please select an event type",
  eventstarttime: "Please enter the event start time",
  eventendtime: "Please enter the event end time",
  eventdate: "Please enter the event date",
  eventdateInvalid: "Event date should be DD/MM/YYYY",
  eventaddress: "Please enter the event address",
  genderInvalid: "Please select gender",
  categoryInvalid: "Please select post category",
  eventTypeInvalid: "Please select an event type",
  timeZoneInvalid: "Please choose a time zone from the list",
  // The yearly remembrance by the Tamil calendar (decision 035)
  thithiPlaceName: "Please enter the name of the place",
  thithiPlaceCoordinates: "Please enter the place's latitude (-66 to 66) and longitude (-180 to 180)",
  thithiDeathTime: "Please enter the time of death as hours and minutes, or leave it empty",
  thithiOverrideYear: "Each date your priest set must be in its own year",
} as const;
const M = POST_FIELD_MESSAGES;

/** Save Draft needs only category, first name and last name. */
type TamilNames = Partial<Pick<PostFields, "tamilfirstname" | "tamillastname">>;
/** The keepers' Tamil-calendar choice, checked on a draft and a publish alike (it is optional, but when given it must be usable). */
type WithCalendar = { remembrancecalendar?: RemembranceCalendar | null | undefined };

export function checkDraft(post: Pick<PostFields, "title" | "firstname" | "lastname"> & TamilNames & WithCalendar) {
  return firstError([
    [isBlank(post.title) || !(CATEGORIES as readonly string[]).includes(post.title), MESSAGES.categoryRequired],
    [isBlank(post.firstname), M.firstname],
    [isBlank(post.lastname), M.lastname],
    ...tamilNameChecks(post),
    () => calendarCheck(post),
  ]);
}

function calendarCheck(post: WithCalendar): Check {
  const problem = checkRemembranceCalendar(post.remembrancecalendar);
  return [problem !== null, problem ?? ""];
}

function placeChecks(place: ChosenPlace | undefined): Check[] {
  if (place === undefined) return [];
  // A listed place's id is checked by the request's schema (post-shapes.ts): the form only offers those.
  if (typeof place === "string") return [];
  return [
    [isBlank(place.name), M.thithiPlaceName],
    [!isLatitude(place.latitude) || !isLongitude(place.longitude), M.thithiPlaceCoordinates],
    [!isTimeZone(place.zone), M.timeZoneInvalid],
  ];
}

/**
 * The yearly remembrance settings (decision 035), when chosen: each place not listed given in
 * full, a time of death as 'HH:MM', and each date the family's priest set within its own year
 * (calendar-rules.ts). The form shows these beside the fields; the server refuses a save with them.
 */
export function checkRemembranceCalendar(calendar: RemembranceCalendar | null | undefined): string | null {
  if (!calendar) return null;
  return firstError([
    ...placeChecks(calendar.ceremonyplace),
    ...placeChecks(calendar.deathplace),
    [calendar.deathtime !== undefined && !isClockTime(calendar.deathtime), M.thithiDeathTime],
    ...Object.entries(calendar.overrides ?? {}).map(([year, day]) => [!/^\d{4}$/.test(year) || !isOverrideInYear(year, day), M.thithiOverrideYear] as const),
  ]);
}

/** The optional Tamil-script names: when given, Tamil letters and no Latin ones (a draft and a publish alike). */
function tamilNameChecks(post: TamilNames): Check[] {
  return [post.tamilfirstname, post.tamillastname].map((name) => [!isBlank(name) && !isTamilName(name ?? ""), M.tamilNameInvalid] as const);
}

const mobileCheck = (value: string): Check => [!isBlank(value) && !isValidMobile(value), MESSAGES.mobileInvalidShort];

/** Publish: every rule of docs/spec.md section 5 "Publish memorial", in its order. */
export function checkPublish(post: PostFields) {
  return firstError([
    [isBlank(post.title) || !(CATEGORIES as readonly string[]).includes(post.title), MESSAGES.categoryRequired],
    [isBlank(post.firstname), M.firstname],
    [isBlank(post.lastname), M.lastname],
    ...tamilNameChecks(post),
    [!(GENDERS as readonly string[]).includes(post.gender), M.gender],
    [!isDay(post.birthdate), M.birthdate],
    [!isMonth(post.birthmonth), M.birthmonth],
    [!isYear(post.birthyear), M.birthyear],
    [!isDay(post.deathdate), M.deathdate],
    [!isMonth(post.deathmonth), M.deathmonth],
    [!isYear(post.deathyear), M.deathyear],
    [isBlank(post.birthplace), M.birthplace],
    [isBlank(post.birthcity), M.birthcity],
    [isBlank(post.birthcountry), M.birthcountry],
    [isBlank(post.deathplace), M.deathplace],
    [isBlank(post.deathcity), M.deathcity],
    [isBlank(post.deathcountry), M.deathcountry],
    [isBlank(post.profilebanner), MESSAGES.bannerRequired],
    [isBlank(post.highschool), M.highschool],
    [isBlank(post.career), M.career],
    [isBlank(post.memorywall), M.memorywall],
    [isBlank(post.backgroundimage), M.backgroundimage],
    [post.memoriwallimages.filter((u) => !isBlank(u)).length === 0, M.memoriwallimages],
    [isBlank(post.postcreatorname), M.postcreatorname],
    [isBlank(post.postcreatorrelationship), M.postcreatorrelationship],
    [isBlank(post.postcreatorcontactnumber), M.postcreatorcontactnumber],
    mobileCheck(post.postcreatorcontactnumber),
    [isBlank(post.postcreatoremail), M.postcreatoremail],
    [!isEmail(post.postcreatoremail), M.postcreatoremailInvalid],
    mobileCheck(post.contactcontactnumber),
    [computeAge(post) < 0, M.deathBeforeBirth],
    ...post.survivingmembers.map((m) => [checkSurvivingMember(m) !== null, checkSurvivingMember(m) ?? ""] as const),
    ...post.predeceasedmembers.map((m) => [checkPredeceasedMember(m) !== null, checkPredeceasedMember(m) ?? ""] as const),
    ...post.events.map((e) => [checkEvent(e) !== null, checkEvent(e) ?? ""] as const),
    () => calendarCheck(post),
  ]);
}

export function checkSurvivingMember(member: SurvivingMember) {
  return firstError([
    [isBlank(member.survivingmembername), M.survivingmembername],
    [isBlank(member.survivingmemberrelationship), M.survivingmemberrelationship],
    [isBlank(member.survivingmembermobilenumber), M.survivingmembermobilenumber],
    mobileCheck(member.survivingmembermobilenumber),
  ]);
}

export function checkPredeceasedMember(member: PredeceasedMember) {
  return firstError([
    [isBlank(member.predeceasedmembername), M.predeceasedmembername],
    [isBlank(member.predeceasedmemberrelationship), M.predeceasedmemberrelationship],
  ]);
}

/** Event: type, start time, end time, date, address required (docs/spec.md order). */
export function checkEvent(event: PostEvent) {
  return firstError([
    [!(EVENT_TYPES as readonly string[]).includes(event.eventname), M.eventname],
    [isBlank(event.eventstarttime), M.eventstarttime],
    [isBlank(event.eventendtime), M.eventendtime],
    [isBlank(event.eventdate), M.eventdate],
    [!isDdMmYyyy(event.eventdate), M.eventdateInvalid],
    [isBlank(event.eventaddress), M.eventaddress],
  ]);
}

/**
 * Age = death year minus birth year, minus 1 if the death month and day come before
 * the birth month and day (docs/spec.md section 5).
 */
export function computeAge(p: Pick<PostFields, "birthdate" | "birthmonth" | "birthyear" | "deathdate" | "deathmonth" | "deathyear">): number {
  const by = Number(p.birthyear),
    dy = Number(p.deathyear);
  if (!Number.isFinite(by) || !Number.isFinite(dy) || !p.birthyear || !p.deathyear) return 0;
  const bm = Number(p.birthmonth) || 0,
    bd = Number(p.birthdate) || 0;
  const dm = Number(p.deathmonth) || 0,
    dd = Number(p.deathdate) || 0;
  const beforeBirthday = dm < bm || (dm === bm && dd < bd);
  return dy - by - (beforeBirthday ? 1 : 0);
}

/** Empty post for the create form: every field blank (what postFieldsSchema gives for {}). */
export function emptyPostFields(): PostFields {
  return {
    title: "",
    firstname: "",
    lastname: "",
    nickname: "",
    tamilfirstname: "",
    tamillastname: "",
    gender: "",
    birthdate: "",
    birthmonth: "",
    birthyear: "",
    deathdate: "",
    deathmonth: "",
    deathyear: "",
    birthplace: "",
    birthcity: "",
    birthcountry: "",
    deathplace: "",
    deathcity: "",
    deathcountry: "",
    primaryschool: "",
    highschool: "",
    university: "",
    career: "",
    funeralservicedate: "",
    funeralservicestarttime: "",
    funeralserviceendtime: "",
    funeraladdress: "",
    funeraltimezone: "",
    virtualurl: "",
    contactname: "",
    contactrelationship: "",
    contactcontactnumber: "",
    memorywall: "",
    profilebanner: "",
    backgroundimage: "",
    memoriwallimages: [],
    postcreatorname: "",
    postcreatorrelationship: "",
    postcreatorcontactnumber: "",
    postcreatoremail: "",
    survivingmembers: [],
    predeceasedmembers: [],
    events: [],
    remembrancecalendar: null,
  };
}

/** The funeral's and each event's time zone, when given, must be one the form offers (an IANA zone). */
export function checkTimeZones(post: Pick<PostFields, "funeraltimezone" | "events">) {
  const zones = [post.funeraltimezone, ...post.events.map((e) => e.eventtimezone ?? "")];
  return firstError(zones.map((zone) => [zone !== "" && !isTimeZone(zone), M.timeZoneInvalid] as const));
}
