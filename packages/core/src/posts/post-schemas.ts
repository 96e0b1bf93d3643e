import { z } from "zod";
import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { CATEGORIES, EVENT_TYPES, GENDERS } from "../enums";
import { firstError, isBlank, isDay, isEmail, isMonth, isValidMobile, isYear, type Check } from "../rules";

/**
 * The memorial post as the create form sends it (SPEC.md section 3). Every text field
 * is a trimmed string, empty when not given; the form rules decide what is required.
 */
const text = (max: number = LIMITS.shortTextMax) => z.string().trim().max(max).optional().default("");
const url = () => z.string().trim().max(LIMITS.urlMax).optional().default("");

export const survivingMemberSchema = z.object({
  survivingmembername: text(LIMITS.nameMax),
  survivingmemberrelationship: text(LIMITS.nameMax),
  survivingmembermobilenumber: text(40),
});
export type SurvivingMember = z.infer<typeof survivingMemberSchema>;

export const predeceasedMemberSchema = z.object({
  predeceasedmembername: text(LIMITS.nameMax),
  predeceasedmemberrelationship: text(LIMITS.nameMax),
});
export type PredeceasedMember = z.infer<typeof predeceasedMemberSchema>;

export const eventSchema = z.object({
  eventname: text(LIMITS.nameMax),
  eventdate: text(20),
  eventstarttime: text(20),
  eventendtime: text(20),
  eventaddress: text(LIMITS.shortTextMax),
});
export type PostEvent = z.infer<typeof eventSchema>;

export const postFieldsSchema = z.object({
  title: text(50),
  firstname: text(LIMITS.nameMax),
  lastname: text(LIMITS.nameMax),
  nickname: text(LIMITS.nameMax),
  gender: text(20),
  birthdate: text(2),
  birthmonth: text(2),
  birthyear: text(4),
  deathdate: text(2),
  deathmonth: text(2),
  deathyear: text(4),
  birthplace: text(LIMITS.placeMax),
  birthcity: text(LIMITS.placeMax),
  birthcountry: text(LIMITS.placeMax),
  deathplace: text(LIMITS.placeMax),
  deathcity: text(LIMITS.placeMax),
  deathcountry: text(LIMITS.placeMax),
  primaryschool: text(),
  highschool: text(),
  university: text(),
  career: text(2_000),
  funeralservicedate: text(20),
  funeralservicestarttime: text(20),
  funeralserviceendtime: text(20),
  funeraladdress: text(),
  virtualurl: url(),
  contactname: text(LIMITS.nameMax),
  contactrelationship: text(LIMITS.nameMax),
  contactcontactnumber: text(40),
  memorywall: text(LIMITS.storyMax),
  profilebanner: url(),
  backgroundimage: url(),
  memoriwallimages: z.array(z.string().trim().max(LIMITS.urlMax)).max(200).optional().default([]),
  postcreatorname: text(LIMITS.nameMax),
  postcreatorrelationship: text(LIMITS.nameMax),
  postcreatorcontactnumber: text(40),
  postcreatoremail: text(LIMITS.emailMax),
  survivingmembers: z.array(survivingMemberSchema).max(100).optional().default([]),
  predeceasedmembers: z.array(predeceasedMemberSchema).max(100).optional().default([]),
  events: z.array(eventSchema).max(50).optional().default([]),
});
export type PostFields = z.infer<typeof postFieldsSchema>;

/** POST /create-post body: the fields plus draft and, when editing, the post's blog_id. */
export const createPostSchema = postFieldsSchema.extend({
  draft: z.boolean(),
  id: z.string().trim().max(120).optional(),
  age: z.unknown().optional(),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

const required = (label: string) => `Please enter ${label}`;
/** Messages for the publish fields the spec names but gives no sentence for. */
export const POST_FIELD_MESSAGES = {
  firstname: required("first name"),
  lastname: required("last name"),
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
} as const;
const M = POST_FIELD_MESSAGES;

/** Save Draft needs only category, first name and last name. */
export function checkDraft(post: Pick<PostFields, "title" | "firstname" | "lastname">) {
  return firstError([
    [isBlank(post.title) || !(CATEGORIES as readonly string[]).includes(post.title), MESSAGES.categoryRequired],
    [isBlank(post.firstname), M.firstname],
    [isBlank(post.lastname), M.lastname],
  ]);
}

const mobileCheck = (value: string): Check => [!isBlank(value) && !isValidMobile(value), MESSAGES.mobileInvalidShort];

/** Publish: every rule of SPEC.md section 5 "Publish memorial", in its order. */
export function checkPublish(post: PostFields) {
  return firstError([
    [isBlank(post.title) || !(CATEGORIES as readonly string[]).includes(post.title), MESSAGES.categoryRequired],
    [isBlank(post.firstname), M.firstname],
    [isBlank(post.lastname), M.lastname],
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

/** Event: type, start time, end time, date, address required (SPEC.md order). */
export function checkEvent(event: PostEvent) {
  return firstError([
    [!(EVENT_TYPES as readonly string[]).includes(event.eventname), M.eventname],
    [isBlank(event.eventstarttime), M.eventstarttime],
    [isBlank(event.eventendtime), M.eventendtime],
    [isBlank(event.eventdate), M.eventdate],
    [isBlank(event.eventaddress), M.eventaddress],
  ]);
}

/**
 * Age = death year minus birth year, minus 1 if the death month and day come before
 * the birth month and day (SPEC.md section 5).
 */
export function computeAge(p: Pick<PostFields, "birthdate" | "birthmonth" | "birthyear" | "deathdate" | "deathmonth" | "deathyear">): number {
  const by = Number(p.birthyear), dy = Number(p.deathyear);
  if (!Number.isFinite(by) || !Number.isFinite(dy) || !p.birthyear || !p.deathyear) return 0;
  const bm = Number(p.birthmonth) || 0, bd = Number(p.birthdate) || 0;
  const dm = Number(p.deathmonth) || 0, dd = Number(p.deathdate) || 0;
  const beforeBirthday = dm < bm || (dm === bm && dd < bd);
  return dy - by - (beforeBirthday ? 1 : 0);
}

/** Empty post for the create form. */
export function emptyPostFields(): PostFields {
  return postFieldsSchema.parse({});
}
