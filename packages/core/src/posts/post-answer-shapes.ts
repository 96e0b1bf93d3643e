import { z } from "zod";
import { type SameShape, stampSchema } from "../answer-shapes";
import { PHONE_VISIBILITIES, POST_VISIBILITIES } from "../enums";
import { MODERATIONS } from "../engagement/review-rules";
import { remembranceCalendarSchema, type PostEvent, type PredeceasedMember } from "./post-shapes";
import type { ThithiDays } from "./tamil-calendar/thithi-days";
import type { ItemActions, PostActions } from "./viewer-actions";

/**
 * The memorial's answers (docs/api.md "Responses", "Post" and "List items"; decision 040): what
 * server/presenters/post-presenter.ts sends and the web app reads. See answer-shapes.ts.
 */

/** `can` of get-post (viewer-actions.ts says what each flag allows). */
export const postActionsSchema = z.strictObject({
  edit: z.boolean(),
  delete: z.boolean(),
  see_keepers: z.boolean(),
  manage_keepers: z.boolean(),
  review: z.boolean(),
  read_phone_numbers: z.boolean(),
});
/** `can` of a memorial-wall message or reply, a tribute and an album entry. */
export const itemActionsSchema = z.strictObject({ delete: z.boolean() });
const _postActions: SameShape<z.infer<typeof postActionsSchema>, PostActions> = true;
const _itemActions: SameShape<z.infer<typeof itemActionsSchema>, ItemActions> = true;

/** A person as a memorial names them: its author, a co-keeper, someone the keepers trust. */
export const personSchema = z.strictObject({
  _id: z.string(),
  personal_info: z.strictObject({ username: z.string(), fullname: z.string(), profile_img: z.string() }),
});
export type Person = z.infer<typeof personSchema>;

/** The memorial a notification, a held item or a report is about. */
export const postRefSchema = z.strictObject({ _id: z.string(), blog_id: z.string(), title: z.string(), firstname: z.string(), lastname: z.string() });
export type PostRef = z.infer<typeof postRefSchema>;

/** Where the viewer stands with a memorial (get-post, post-keepers, keeper-status). */
export const viewerSchema = z.strictObject({ is_author: z.boolean(), is_keeper: z.boolean() });
export type Viewer = z.infer<typeof viewerSchema>;

export const activitySchema = z.strictObject({
  total_likes: z.number().int(),
  total_comments: z.number().int(),
  total_parent_comments: z.number().int(),
  total_tributes: z.number().int(),
  total_images: z.number().int(),
  total_reads: z.number().int(),
});
export type Activity = z.infer<typeof activitySchema>;

/** A list item (latest, search, profile, most-engaged): no story, family, events or creator details. */
export const postCardSchema = z.strictObject({
  blog_id: z.string(),
  title: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  nickname: z.string(),
  tamilfirstname: z.string(),
  tamillastname: z.string(),
  profilebanner: z.string(),
  birthdate: z.string(),
  birthmonth: z.string(),
  birthyear: z.string(),
  birthplace: z.string(),
  birthcity: z.string(),
  birthcountry: z.string(),
  deathdate: z.string(),
  deathmonth: z.string(),
  deathyear: z.string(),
  deathplace: z.string(),
  deathcity: z.string(),
  deathcountry: z.string(),
  publishedAt: stampSchema.nullable(),
  activity: activitySchema,
  author: personSchema,
});
export type PostCard = z.infer<typeof postCardSchema>;

/** A list item on the keepers' own lists (dashboard, kept with family): the card, a draft or not, last changed. */
export const ownPostCardSchema = postCardSchema.extend({ draft: z.boolean(), updatedAt: stampSchema });
export type OwnPostCard = z.infer<typeof ownPostCardSchema>;

/** A day of the memorial's yearly remembrance in the coming week (docs/api.md "Additions"). */
export const upcomingRemembranceSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("thirtyFirstDay"), date: z.iso.date() }),
  z.strictObject({ kind: z.literal("anniversary"), date: z.iso.date(), ordinal: z.number().int().min(1) }),
  z.strictObject({ kind: z.literal("thithi"), date: z.iso.date() }),
]);
export type UpcomingRemembrance = z.infer<typeof upcomingRemembranceSchema>;
export const upcomingRemembranceCardSchema = postCardSchema.extend({ remembrance: upcomingRemembranceSchema });
export type UpcomingRemembranceCard = z.infer<typeof upcomingRemembranceCardSchema>;

/** A family member as the reader may see them (decision 020): the number only for a keeper. */
export const answeredSurvivingMemberSchema = z.strictObject({
  survivingmembername: z.string(),
  survivingmemberrelationship: z.string(),
  /** "" unless the reader is a keeper. */
  survivingmembermobilenumber: z.string(),
  phonevisibility: z.enum(PHONE_VISIBILITIES),
  /** Whether a signed-in visitor may reveal it ('Show number'). */
  numberrevealable: z.boolean(),
});
export type AnsweredSurvivingMember = z.infer<typeof answeredSurvivingMemberSchema>;

const predeceasedMemberAnswerSchema = z.strictObject({ predeceasedmembername: z.string(), predeceasedmemberrelationship: z.string() });
const eventAnswerSchema = z.strictObject({
  eventname: z.string(),
  eventdate: z.string(),
  eventstarttime: z.string(),
  eventendtime: z.string(),
  eventaddress: z.string(),
  eventtimezone: z.string().optional(),
});
const _predeceased: SameShape<z.infer<typeof predeceasedMemberAnswerSchema>, PredeceasedMember> = true;
const _event: SameShape<z.infer<typeof eventAnswerSchema>, PostEvent> = true;

/** get-post's `thithidays` (decision 035): computed by the server, null unless the family keeps the thithi. */
export const thithiDaysSchema = z.strictObject({
  death: z.strictObject({
    tamilMonth: z.number().int(),
    tamilDay: z.number().int(),
    thithi: z.number().int(),
    nakshatra: z.number().int(),
    readAt: z.enum(["timeOfDeath", "sunrise"]),
  }),
  days: z.array(
    z.strictObject({
      year: z.number().int(),
      date: z.iso.date(),
      tamilMonth: z.number().int(),
      tamilDay: z.number().int(),
      thithi: z.number().int(),
      rule: z.enum(["afternoon", "twoAfternoons", "noAfternoon"]),
      twiceInMonth: z.boolean(),
      outsideMonth: z.boolean(),
      overridden: z.boolean(),
    }),
  ),
});
const _thithiDays: SameShape<z.infer<typeof thithiDaysSchema>, ThithiDays> = true;

/**
 * The whole memorial: get-post's `blog` (docs/api.md "Post"). The creator's own e-mail and phone
 * come only to its keepers; the family's numbers only to those who may read them (decision 020).
 */
export const memorialSchema = z.strictObject({
  _id: z.string(),
  blog_id: z.string(),
  title: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  nickname: z.string(),
  tamilfirstname: z.string(),
  tamillastname: z.string(),
  gender: z.string(),
  birthdate: z.string(),
  birthmonth: z.string(),
  birthyear: z.string(),
  deathdate: z.string(),
  deathmonth: z.string(),
  deathyear: z.string(),
  birthplace: z.string(),
  birthcity: z.string(),
  birthcountry: z.string(),
  deathplace: z.string(),
  deathcity: z.string(),
  deathcountry: z.string(),
  primaryschool: z.string(),
  highschool: z.string(),
  university: z.string(),
  career: z.string(),
  funeralservicedate: z.string(),
  funeralservicestarttime: z.string(),
  funeralserviceendtime: z.string(),
  funeraladdress: z.string(),
  funeraltimezone: z.string(),
  virtualurl: z.string(),
  contactname: z.string(),
  contactrelationship: z.string(),
  /** "" unless the reader may read the family's numbers. */
  contactcontactnumber: z.string(),
  contactphonevisibility: z.enum(PHONE_VISIBILITIES),
  contactnumberrevealable: z.boolean(),
  /** The contact person's number is one of the members': the page then leaves the contact person out. */
  contactnumberisamember: z.boolean(),
  memorywall: z.string(),
  profilebanner: z.string(),
  backgroundimage: z.string(),
  memoriwallimages: z.array(z.string()),
  postcreatorname: z.string(),
  postcreatorrelationship: z.string(),
  /** Only to the memorial's keepers (decision 004). */
  postcreatorcontactnumber: z.string().optional(),
  postcreatoremail: z.string().optional(),
  survivingmembers: z.array(answeredSurvivingMemberSchema),
  predeceasedmembers: z.array(predeceasedMemberAnswerSchema),
  remembrancecalendar: remembranceCalendarSchema,
  thithidays: thithiDaysSchema.nullable(),
  events: z.array(eventAnswerSchema),
  age: z.number().int().nullable(),
  draft: z.boolean(),
  visibility: z.enum(POST_VISIBILITIES),
  /** 'review': visitors' items wait for the keepers (decision 024). */
  moderation: z.enum(MODERATIONS),
  publishedAt: stampSchema.nullable(),
  author: personSchema,
  /** Last, with `total_reads` last in it: the cache of public reads cuts the answer there. */
  activity: activitySchema,
});
export type Memorial = z.infer<typeof memorialSchema>;

/** POST /get-post. */
export const getPostAnswerSchema = z.strictObject({ blog: memorialSchema, viewer: viewerSchema, can: postActionsSchema });
export type GetPostAnswer = z.infer<typeof getPostAnswerSchema>;

/** POST /create-post: the memorial's `blog_id`. */
export const createPostAnswerSchema = z.strictObject({ id: z.string() });
export type CreatePostAnswer = z.infer<typeof createPostAnswerSchema>;

/** POST /reveal-phone-number (decision 020): one family number. */
export const revealPhoneNumberAnswerSchema = z.strictObject({ number: z.string() });
export type RevealPhoneNumberAnswer = z.infer<typeof revealPhoneNumberAnswerSchema>;

/** The list calls: latest-posts, search-posts, most-engaged-posts. */
export const postCardsAnswerSchema = z.strictObject({ blogs: z.array(postCardSchema) });
export type PostCardsAnswer = z.infer<typeof postCardsAnswerSchema>;

/** POST /user-written-posts: the caller's own memorials. */
export const ownPostCardsAnswerSchema = z.strictObject({ blogs: z.array(ownPostCardSchema) });
export type OwnPostCardsAnswer = z.infer<typeof ownPostCardsAnswerSchema>;

/** POST /search-posts-count with `places`: each place asked for and its count. */
export const placeCountsAnswerSchema = z.strictObject({ counts: z.record(z.string(), z.number().int().min(0)) });
export type PlaceCountsAnswer = z.infer<typeof placeCountsAnswerSchema>;

/** POST /search-posts-count: a total, or with `places` a count per place. */
export const searchPostsCountAnswerSchema = z.union([z.strictObject({ totalDocs: z.number().int().min(0) }), placeCountsAnswerSchema]);
export type SearchPostsCountAnswer = z.infer<typeof searchPostsCountAnswerSchema>;

/** GET /posts/upcoming-remembrances: the week's remembrances, a page of them, and the server's day they were counted from. */
export const upcomingRemembrancesAnswerSchema = z.strictObject({
  blogs: z.array(upcomingRemembranceCardSchema),
  totalDocs: z.number().int().min(0),
  today: z.iso.date(),
});
export type UpcomingRemembrancesAnswer = z.infer<typeof upcomingRemembrancesAnswerSchema>;
