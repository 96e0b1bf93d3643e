import { DEFAULT_PHONE_VISIBILITY, type PhoneVisibility } from "@kma/core/enums";
import type { Activity, AnsweredSurvivingMember, Memorial, OwnPostCard, Person, PostCard } from "@kma/core/posts/post-answer-shapes";
import type { SurvivingMember } from "@kma/core/posts/post-schemas";
import { normalizeMobile } from "@kma/core/rules";
import { posts, users, type Post } from "../db/schema";
import { presentThithiDays } from "./thithi-presenter";

/** The digits of a phone number, so '+1 416 555 0101' and '+14165550101' are one number. */
const digitsOf = (phone: string) => normalizeMobile(phone.trim()).replace(/^\+/, "");

/**
 * Memorial post rows -> the JSON of docs/api.md ("Post" and list items). This is the only place
 * that decides which post fields leave the server; the shapes they keep are packages/core's
 * posts/post-answer-shapes.ts (decision 040).
 *
 * Lists select just the columns they present: `db.select({ post: postCardColumns, author:
 * postAuthorColumns }).from(posts).innerJoin(users, eq(users.id, posts.authorId))`, then
 * `rows.map((r) => presentPostCard(r.post, r.author))`: one query, authors joined, never a
 * query per row.
 */

/** The author columns every post response carries; select them with a join. */
export const postAuthorColumns = {
  id: users.id,
  username: users.username,
  fullname: users.fullname,
  profileImg: users.profileImg,
};
export type PostAuthorRow = { id: string; username: string; fullname: string; profileImg: string };

/** The post columns a list item (card) needs: no story, family, events or creator details. */
export const postCardColumns = {
  id: posts.id,
  blogId: posts.blogId,
  title: posts.title,
  firstname: posts.firstname,
  lastname: posts.lastname,
  nickname: posts.nickname,
  tamilfirstname: posts.tamilfirstname,
  tamillastname: posts.tamillastname,
  profilebanner: posts.profilebanner,
  birthdate: posts.birthdate,
  birthmonth: posts.birthmonth,
  birthyear: posts.birthyear,
  birthplace: posts.birthplace,
  birthcity: posts.birthcity,
  birthcountry: posts.birthcountry,
  deathdate: posts.deathdate,
  deathmonth: posts.deathmonth,
  deathyear: posts.deathyear,
  deathplace: posts.deathplace,
  deathcity: posts.deathcity,
  deathcountry: posts.deathcountry,
  draft: posts.draft,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
  totalLikes: posts.totalLikes,
  totalComments: posts.totalComments,
  totalParentComments: posts.totalParentComments,
  totalTributes: posts.totalTributes,
  totalImages: posts.totalImages,
  totalReads: posts.totalReads,
};
export type PostCardRow = Pick<Post, keyof typeof postCardColumns>;

type ActivityRow = Pick<Post, "totalLikes" | "totalComments" | "totalParentComments" | "totalTributes" | "totalImages" | "totalReads">;

export function presentPostAuthor(author: PostAuthorRow): Person {
  return { _id: author.id, personal_info: { username: author.username, fullname: author.fullname, profile_img: author.profileImg } };
}

export function presentActivity(row: ActivityRow): Activity {
  return {
    total_likes: row.totalLikes,
    total_comments: row.totalComments,
    total_parent_comments: row.totalParentComments,
    total_tributes: row.totalTributes,
    total_images: row.totalImages,
    total_reads: row.totalReads,
  };
}

/** A list item (docs/api.md "List items"): latest, search, profile and most-engaged lists. */
export function presentPostCard(row: PostCardRow, author: PostAuthorRow): PostCard {
  return {
    blog_id: row.blogId,
    title: row.title,
    firstname: row.firstname,
    lastname: row.lastname,
    nickname: row.nickname,
    tamilfirstname: row.tamilfirstname,
    tamillastname: row.tamillastname,
    profilebanner: row.profilebanner,
    birthdate: row.birthdate,
    birthmonth: row.birthmonth,
    birthyear: row.birthyear,
    birthplace: row.birthplace,
    birthcity: row.birthcity,
    birthcountry: row.birthcountry,
    deathdate: row.deathdate,
    deathmonth: row.deathmonth,
    deathyear: row.deathyear,
    deathplace: row.deathplace,
    deathcity: row.deathcity,
    deathcountry: row.deathcountry,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    activity: presentActivity(row),
    author: presentPostAuthor(author),
  };
}

/** A list item on the author's own dashboard: the card plus whether it is a draft and when it last changed. */
export function presentOwnPostCard(row: PostCardRow, author: PostAuthorRow): OwnPostCard {
  return { ...presentPostCard(row, author), draft: row.draft, updatedAt: row.updatedAt.toISOString() };
}

/**
 * A family phone number as one reader may see it (decision 020): the number itself only for a
 * keeper; for anyone else "" and whether a signed-in visitor may reveal it ('Show number').
 */
const phoneFor = (phone: string, visibility: PhoneVisibility | undefined, forKeeper: boolean) => ({
  number: forKeeper ? phone : "",
  revealable: phone.trim() !== "" && (forKeeper || visibility !== "hidden"),
});

/** Surviving members with their numbers as `phoneFor` says; `phonevisibility` always set (absent in old rows means 'signed-in'). */
function presentSurvivingMembers(members: readonly SurvivingMember[], forKeeper: boolean): AnsweredSurvivingMember[] {
  return members.map((m) => {
    const phone = phoneFor(m.survivingmembermobilenumber, m.phonevisibility, forKeeper);
    return {
      survivingmembername: m.survivingmembername,
      survivingmemberrelationship: m.survivingmemberrelationship,
      survivingmembermobilenumber: phone.number,
      phonevisibility: m.phonevisibility ?? DEFAULT_PHONE_VISIBILITY,
      numberrevealable: phone.revealable,
    };
  });
}

/**
 * docs/spec.md's rule for 'Connect With Family' compares the contact person's number with the
 * members'; a reader without the numbers gets the answer: true when it is one of theirs (the
 * page then leaves the contact person out).
 */
function contactIsAMember(row: Pick<Post, "contactcontactnumber" | "survivingmembers">): boolean {
  const contact = digitsOf(row.contactcontactnumber);
  return contact !== "" && row.survivingmembers.some((m) => digitsOf(m.survivingmembermobilenumber) === contact);
}

/**
 * The whole post (docs/api.md "Post"). The creator's own e-mail and phone leave only for the
 * author (docs/decisions/004-post-creator-contact-private.md); the family's phone numbers only
 * for the keepers (decision 020: `forKeeper`).
 */
export function presentPost(row: Post, author: PostAuthorRow, { forAuthor, forKeeper = forAuthor }: { forAuthor: boolean; forKeeper?: boolean }): Memorial {
  const contactPhone = phoneFor(row.contactcontactnumber, row.contactphonevisibility, forKeeper);
  return {
    _id: row.id,
    blog_id: row.blogId,
    title: row.title,
    firstname: row.firstname,
    lastname: row.lastname,
    nickname: row.nickname,
    tamilfirstname: row.tamilfirstname,
    tamillastname: row.tamillastname,
    gender: row.gender,
    birthdate: row.birthdate,
    birthmonth: row.birthmonth,
    birthyear: row.birthyear,
    deathdate: row.deathdate,
    deathmonth: row.deathmonth,
    deathyear: row.deathyear,
    birthplace: row.birthplace,
    birthcity: row.birthcity,
    birthcountry: row.birthcountry,
    deathplace: row.deathplace,
    deathcity: row.deathcity,
    deathcountry: row.deathcountry,
    primaryschool: row.primaryschool,
    highschool: row.highschool,
    university: row.university,
    career: row.career,
    funeralservicedate: row.funeralservicedate,
    funeralservicestarttime: row.funeralservicestarttime,
    funeralserviceendtime: row.funeralserviceendtime,
    funeraladdress: row.funeraladdress,
    funeraltimezone: row.funeraltimezone,
    virtualurl: row.virtualurl,
    contactname: row.contactname,
    contactrelationship: row.contactrelationship,
    contactcontactnumber: contactPhone.number,
    contactphonevisibility: row.contactphonevisibility,
    contactnumberrevealable: contactPhone.revealable,
    contactnumberisamember: contactIsAMember(row),
    memorywall: row.memorywall,
    profilebanner: row.profilebanner,
    backgroundimage: row.backgroundimage,
    memoriwallimages: row.memoriwallimages,
    postcreatorname: row.postcreatorname,
    postcreatorrelationship: row.postcreatorrelationship,
    ...(forAuthor ? { postcreatorcontactnumber: row.postcreatorcontactnumber, postcreatoremail: row.postcreatoremail } : {}),
    survivingmembers: presentSurvivingMembers(row.survivingmembers, forKeeper),
    predeceasedmembers: row.predeceasedmembers,
    remembrancecalendar: row.remembrancecalendar ?? null,
    /** The yearly thithi days when the family keeps them, else null (decision 035). */
    thithidays: presentThithiDays(row),
    events: row.events,
    age: row.age,
    draft: row.draft,
    visibility: row.visibility,
    /** 'review': visitors' items wait for the keepers (decision 024); the visitor forms say so. */
    moderation: row.moderation,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    author: presentPostAuthor(author),
    activity: presentActivity(row),
  };
}
