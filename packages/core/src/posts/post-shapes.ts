import { z } from "zod";
import { PHONE_VISIBILITIES, POST_VISIBILITIES } from "../enums";
import { LIMITS } from "../limits";
import { isIsoDay } from "./remembrance-dates";
import { CALENDAR_PLACE_IDS } from "./tamil-calendar/places";
import { REMEMBRANCE_OBSERVANCES } from "./tamil-calendar/remembrance-calendar";

/**
 * The memorial post as the create form sends it (docs/spec.md section 3). Every text field
 * is a trimmed string, empty when not given; the form rules decide what is required.
 */
const text = (max: number = LIMITS.shortTextMax) => z.string().trim().max(max).optional().default("");
/**
 * Who may read a phone number (decision 020). Absent means the default, 'signed-in': rows saved
 * before the choice existed, and clients that do not offer it.
 */
const phoneVisibility = () => z.enum(PHONE_VISIBILITIES).optional();
const url = () => z.string().trim().max(LIMITS.urlMax).optional().default("");

export const survivingMemberSchema = z.object({
  survivingmembername: text(LIMITS.nameMax),
  survivingmemberrelationship: text(LIMITS.nameMax),
  survivingmembermobilenumber: text(40),
  phonevisibility: phoneVisibility(),
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
  /** The IANA zone of the event's times ('Asia/Colombo'); absent on events saved before zones were kept. */
  eventtimezone: z.string().trim().max(64).optional(),
});
export type PostEvent = z.infer<typeof eventSchema>;

/** An IANA zone this runtime knows ('Europe/Zurich'). */
const timeZone = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });

/** A listed place by id, or another by name, coordinates and zone (decision 035). */
const chosenPlaceSchema = z.union([
  z.enum(CALENDAR_PLACE_IDS),
  z.object({
    name: z.string().trim().min(1).max(LIMITS.placeMax),
    latitude: z.number().min(-66).max(66),
    longitude: z.number().min(-180).max(180),
    zone: timeZone,
  }),
]);

/**
 * The keepers' choice for the yearly remembrance (decision 035): the Gregorian anniversary, the
 * Tamil thithi or both, where the ceremony is held, and years whose date their priest set. Null
 * when never chosen. Latitudes stop at the polar circles, where the sun need not rise or set.
 */
export const remembranceCalendarSchema = z
  .object({
    observe: z.enum(REMEMBRANCE_OBSERVANCES),
    ceremonyplace: chosenPlaceSchema,
    deathplace: chosenPlaceSchema.optional(),
    deathtime: z
      .string()
      .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/)
      .optional(),
    overrides: z
      .record(z.string().regex(/^\d{4}$/), z.string().refine(isIsoDay))
      .refine((overrides) => Object.keys(overrides).length <= 50)
      .optional(),
  })
  .nullable();

export const postFieldsSchema = z.object({
  title: text(50),
  firstname: text(LIMITS.nameMax),
  lastname: text(LIMITS.nameMax),
  nickname: text(LIMITS.nameMax),
  /** The name in Tamil script, beside the English one (optional; "" when not given; see isTamilName). */
  tamilfirstname: text(LIMITS.nameMax),
  tamillastname: text(LIMITS.nameMax),
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
  /** The IANA zone of the funeral service's times ('Asia/Colombo'); "" when none was chosen. */
  funeraltimezone: text(64),
  virtualurl: url(),
  contactname: text(LIMITS.nameMax),
  contactrelationship: text(LIMITS.nameMax),
  contactcontactnumber: text(40),
  contactphonevisibility: phoneVisibility(),
  /** 'unlisted': opened only by its link, never listed (decision 020). */
  visibility: z.enum(POST_VISIBILITIES).optional(),
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
  remembrancecalendar: remembranceCalendarSchema.optional().default(null),
});
export type PostFields = z.infer<typeof postFieldsSchema>;

/** POST /create-post body: the fields plus draft and, when editing, the post's blog_id. */
export const createPostSchema = postFieldsSchema.extend({
  draft: z.boolean(),
  id: z.string().trim().max(120).optional(),
  age: z.unknown().optional(),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;
