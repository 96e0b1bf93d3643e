import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { NotificationType, PhoneVisibility, PostVisibility } from "@kma/core/enums";
import type { ItemStatus, Moderation } from "@kma/core/engagement/review-rules";
import type { PostEvent, PredeceasedMember, SurvivingMember } from "@kma/core/posts/post-schemas";
import type { RemembranceCalendar } from "@kma/core/posts/tamil-calendar/remembrance-calendar";

/**
 * The whole data model of docs/spec.md section 3. Lists are paged in SQL; every list the
 * API serves has an index below that matches its filter and order (docs/api.md "Page sizes").
 */

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = (name = "created_at") => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const counter = (name: string) => integer(name).notNull().default(0);
/** Set while reports keep an item hidden from everyone but its author, its memorial's keepers and the admins (decision 026). */
const hiddenAt = () => timestamp("hidden_at", { withTimezone: true });

export const users = pgTable(
  "users",
  {
    id: id(),
    fullname: text("fullname").notNull(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    googleSub: text("google_sub"),
    profileImg: text("profile_img").notNull().default(""),
    bio: text("bio").notNull().default(""),
    mobilenumber: text("mobilenumber").notNull().default(""),
    residence: text("residence").notNull().default(""),
    facebook: text("facebook").notNull().default(""),
    instagram: text("instagram").notNull().default(""),
    x: text("x").notNull().default(""),
    totalPosts: counter("total_posts"),
    totalReads: counter("total_reads"),
    /** 'member', or 'admin' for the site's operators: set only by `npm run make-admin`, never by an API call (decision 026). */
    role: text("role").$type<"member" | "admin">().notNull().default("member"),
    /**
     * When the account showed it reads mail at `email` (its verification link, a completed reset,
     * or Google vouching for the address); null while unproven. Until then nothing trusts the
     * address: no reminders, no follows matched by it, no keeper invitations (decision 034).
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    joinedAt: createdAt("joined_at"),
    updatedAt: createdAt("updated_at"),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_google_sub_key").on(t.googleSub),
    // search-users: trigram match on name and username.
    index("users_search_trgm").using("gin", sql`(lower(${t.fullname} || ' ' || ${t.username})) gin_trgm_ops`),
  ],
);

/** One row per signed-in device; a token names its session, so a password change can end the others. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_resets_token_key").on(t.tokenHash), index("password_resets_user_idx").on(t.userId)],
);

/** Links that prove an account's e-mail address (decision 034): only the token's hash kept, each usable once. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_verifications_token_key").on(t.tokenHash), index("email_verifications_user_idx").on(t.userId)],
);

export const posts = pgTable(
  "posts",
  {
    id: id(),
    blogId: text("blog_id").notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    draft: boolean("draft").notNull().default(true),
    title: text("title").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    nickname: text("nickname").notNull().default(""),
    /** The name in Tamil script, shown beside the English one; "" when the family gave none. */
    tamilfirstname: text("tamilfirstname").notNull().default(""),
    tamillastname: text("tamillastname").notNull().default(""),
    gender: text("gender").notNull().default(""),
    birthdate: text("birthdate").notNull().default(""),
    birthmonth: text("birthmonth").notNull().default(""),
    birthyear: text("birthyear").notNull().default(""),
    deathdate: text("deathdate").notNull().default(""),
    deathmonth: text("deathmonth").notNull().default(""),
    deathyear: text("deathyear").notNull().default(""),
    birthplace: text("birthplace").notNull().default(""),
    birthcity: text("birthcity").notNull().default(""),
    birthcountry: text("birthcountry").notNull().default(""),
    deathplace: text("deathplace").notNull().default(""),
    deathcity: text("deathcity").notNull().default(""),
    deathcountry: text("deathcountry").notNull().default(""),
    primaryschool: text("primaryschool").notNull().default(""),
    highschool: text("highschool").notNull().default(""),
    university: text("university").notNull().default(""),
    career: text("career").notNull().default(""),
    funeralservicedate: text("funeralservicedate").notNull().default(""),
    funeralservicestarttime: text("funeralservicestarttime").notNull().default(""),
    funeralserviceendtime: text("funeralserviceendtime").notNull().default(""),
    funeraladdress: text("funeraladdress").notNull().default(""),
    /** The IANA zone of the funeral service's times; "" on posts saved before zones were kept. */
    funeraltimezone: text("funeraltimezone").notNull().default(""),
    virtualurl: text("virtualurl").notNull().default(""),
    contactname: text("contactname").notNull().default(""),
    contactrelationship: text("contactrelationship").notNull().default(""),
    contactcontactnumber: text("contactcontactnumber").notNull().default(""),
    /** Who may read contactcontactnumber besides the keepers (decision 020); each surviving member's is in its JSON. */
    contactphonevisibility: text("contactphonevisibility").$type<PhoneVisibility>().notNull().default("signed-in"),
    /** 'unlisted': opened by its link only; no search keys, in no list (decision 020). */
    visibility: text("visibility").$type<PostVisibility>().notNull().default("public"),
    memorywall: text("memorywall").notNull().default(""),
    profilebanner: text("profilebanner").notNull().default(""),
    backgroundimage: text("backgroundimage").notNull().default(""),
    memoriwallimages: jsonb("memoriwallimages").$type<string[]>().notNull().default([]),
    postcreatorname: text("postcreatorname").notNull().default(""),
    postcreatorrelationship: text("postcreatorrelationship").notNull().default(""),
    postcreatorcontactnumber: text("postcreatorcontactnumber").notNull().default(""),
    postcreatoremail: text("postcreatoremail").notNull().default(""),
    // Family and events are always read with their post and never queried alone: JSON keeps them in one row.
    survivingmembers: jsonb("survivingmembers").$type<SurvivingMember[]>().notNull().default([]),
    predeceasedmembers: jsonb("predeceasedmembers").$type<PredeceasedMember[]>().notNull().default([]),
    events: jsonb("events").$type<PostEvent[]>().notNull().default([]),
    /** The keepers' choice for the yearly remembrance (decision 035); null: the anniversary alone. */
    remembrancecalendar: jsonb("remembrancecalendar").$type<RemembranceCalendar | null>(),
    age: integer("age"),
    /** yyyymmdd of death, for RECENT (newest death first). */
    deathSort: integer("death_sort").notNull().default(0),
    /** The date of death when day, month and year make a real day ('YYYY-MM-DD'), else null: remembrance dates (decision 018). */
    deathDay: date("death_day", { mode: "string" }),
    /** month * 100 + day of death_day (229 for 29 February), for anniversaries in any year. */
    deathMonthDay: integer("death_month_day"),
    /**
     * The next yearly thithi day the family keeps (decision 035), on or after the day it was
     * computed; null when they keep the anniversary alone or there is no real day of death.
     * Astronomy cannot run in SQL, so the app computes it (derivePostColumns) on every save, and
     * the hourly reminder sweep computes the next one once a day has passed: reminders and the
     * week's list then find a thithi by index, like an anniversary.
     */
    nextThithiDay: date("next_thithi_day", { mode: "string" }),
    /** Lower-cased, accent-free names and places, maintained by the app, for search. */
    searchText: text("search_text").notNull().default(""),
    /** Lower-cased birth/death place, city and country, for the PLACE chips. */
    places: text("places")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    totalLikes: counter("total_likes"),
    totalComments: counter("total_comments"),
    totalParentComments: counter("total_parent_comments"),
    totalTributes: counter("total_tributes"),
    totalImages: counter("total_images"),
    totalReads: counter("total_reads"),
    /** 'open': visitors' items appear at once; 'review': after a keeper approves them (decision 024). */
    moderation: text("moderation").$type<Moderation>().notNull().default("open"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Set when a site admin hides the memorial after reports: it is then a draft its author cannot publish (decision 026). */
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
    updatedAt: createdAt("updated_at"),
  },
  (t) => [
    uniqueIndex("posts_blog_id_key").on(t.blogId),
    // The public lists hold LISTED posts only (published and not unlisted, decision 020): each
    // partial index below has that predicate, and the queries say it the same way (listedPost).
    // latest-posts
    index("posts_published_idx")
      .on(t.publishedAt.desc(), t.id)
      .where(sql`${t.draft} = false and ${t.visibility} = 'public'`),
    // category search
    index("posts_title_published_idx")
      .on(t.title, t.publishedAt.desc())
      .where(sql`${t.draft} = false and ${t.visibility} = 'public'`),
    // RECENT
    index("posts_death_sort_idx")
      .on(t.deathSort.desc(), t.publishedAt.desc())
      .where(sql`${t.draft} = false and ${t.visibility} = 'public'`),
    // upcoming-remembrances: 31st days (a range of death days) and anniversaries (a few month-days).
    // Keyed with every column the list sorts by, so the week's hits come from the index alone.
    index("posts_death_day_idx")
      .on(t.deathDay, t.publishedAt.desc(), t.id)
      .where(sql`${t.draft} = false and ${t.visibility} = 'public' and ${t.deathDay} is not null`),
    index("posts_death_month_day_idx")
      .on(t.deathMonthDay, t.deathDay, t.publishedAt.desc(), t.id)
      .where(sql`${t.draft} = false and ${t.visibility} = 'public' and ${t.deathMonthDay} is not null`),
    // yearly thithi days: the week's list (a range of days), the sweep's days and those it must compute again (passed)
    index("posts_next_thithi_day_idx")
      .on(t.nextThithiDay, t.publishedAt.desc(), t.id)
      .where(sql`${t.nextThithiDay} is not null`),
    // user-written-posts and the profile's list
    index("posts_author_idx").on(t.authorId, t.draft, t.updatedAt.desc()),
    // most-engaged
    index("posts_engagement_idx")
      .on(sql`(${t.totalLikes} + ${t.totalComments} + ${t.totalTributes} + ${t.totalImages}) desc`, t.totalReads.desc())
      .where(sql`${t.draft} = false and ${t.visibility} = 'public'`),
    index("posts_places_idx").using("gin", t.places),
    // "other spellings" of a name, only when the word-prefix search finds nothing (decision 010)
    index("posts_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * A post every public list may show: published and listed (not 'unlisted', decision 020). Said
 * exactly as the partial indexes' predicates, so the planner matches them.
 */
export const listedPost = sql`${posts.draft} = false and ${posts.visibility} = 'public'`;

/**
 * The search index of published posts (decision 010): one row per search key of a post, so
 * every name, title and place search walks ONE btree range already in newest-first order and
 * stops after a page. Keys: `w:` + each prefix (1 to SEARCH_PREFIX_MAX characters) of each
 * word of `search_text`; `p:` + each folded place; `t:` + the category, and `t:Remembrance`
 * for the three remembrance categories. Kept by triggers on posts (migration 0003) in the
 * statement that changes the post, whoever writes it; drafts have no rows.
 */
export const postSearchKeys = pgTable(
  "post_search_keys",
  {
    key: text("key").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    postId: uuid("post_id").notNull(),
  },
  (t) => [uniqueIndex("post_search_keys_walk_idx").on(t.key, t.publishedAt.desc(), t.postId)],
);

/**
 * Published posts per place (`p:` key) and per category (`t:` key), so the PLACE chips and the
 * tab totals are a primary-key read. Changed by the same triggers, by `total = total + delta`
 * upserts in key order: exact under concurrent writes, and never a deadlock between two.
 */
export const searchKeyCounts = pgTable("search_key_counts", {
  key: text("key").primaryKey(),
  total: integer("total").notNull(),
});

/**
 * The co-keepers of a memorial: family members the author invited to keep it with
 * them. With the author they are its "keepers": they edit it, review and delete on it and get
 * its notifications; only the author deletes the memorial or removes a keeper.
 */
export const postKeepers = pgTable(
  "post_keepers",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Oldest first decides who inherits the memorial when its author deletes their account. */
    addedAt: createdAt("added_at"),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_keepers_user_idx").on(t.userId, t.addedAt.desc())],
);

/**
 * Invitations to keep a memorial (decision 025): a single-use link mailed by the
 * author, stored as the token's SHA-256 only. Accepting stamps `accepted_at` (the row stays, so
 * a second use says "already accepted"); revoking deletes the row.
 */
export const keeperInvitations = pgTable(
  "keeper_invitations",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    invitedBy: uuid("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("keeper_invitations_token_key").on(t.tokenHash), index("keeper_invitations_post_idx").on(t.postId, t.createdAt.desc())],
);

/**
 * People a memorial's keepers chose to trust ("Approve and trust this person"): the 'review'
 * setting does not hold their items on that memorial (contact details still are; decision 024).
 */
export const postTrustedPeople = pgTable(
  "post_trusted_people",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trustedAt: createdAt("trusted_at"),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** 'held' items are seen only by their author and the post's keepers, and counted nowhere (decision 024). */
const itemStatus = () => text("status").$type<ItemStatus>().notNull().default("public");

/** Memorials (comments) and their replies. */
export const comments = pgTable(
  "comments",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    comment: text("comment").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull().default(""),
    mobileNumber: text("mobile_number").notNull().default(""),
    residence: text("residence").notNull().default(""),
    childrenLevel: integer("children_level").notNull().default(0),
    totalReplies: counter("total_replies"),
    hiddenAt: hiddenAt(),
    status: itemStatus(),
    commentedAt: createdAt("commented_at"),
  },
  (t) => [
    index("comments_held_idx")
      .on(t.postId, t.commentedAt, t.id)
      .where(sql`${t.status} = 'held'`),
    // Keyed like the lists' ORDER BY (id breaks ties), so a page of a 10,000-message wall is a
    // LIMIT on an index walk, not a sort of the whole wall.
    index("comments_post_top_idx")
      .on(t.postId, t.commentedAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    index("comments_parent_idx").on(t.parentId, t.commentedAt, t.id),
  ],
);

export const tributes = pgTable(
  "tributes",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    tribute: text("tribute").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull().default(""),
    mobileNumber: text("mobile_number").notNull().default(""),
    currentPlace: text("current_place").notNull().default(""),
    hiddenAt: hiddenAt(),
    status: itemStatus(),
    tributedAt: createdAt("tributed_at"),
  },
  (t) => [
    index("tributes_post_idx").on(t.postId, t.tributedAt.desc(), t.id.desc()),
    index("tributes_held_idx")
      .on(t.postId, t.tributedAt, t.id)
      .where(sql`${t.status} = 'held'`),
  ],
);

/** An album entry: one upload action by one person, holding one or more image URLs. */
export const imageEntries = pgTable(
  "image_entries",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    images: jsonb("images").$type<string[]>().notNull(),
    hiddenAt: hiddenAt(),
    status: itemStatus(),
    imagedAt: createdAt("imaged_at"),
  },
  (t) => [
    index("image_entries_post_idx").on(t.postId, t.imagedAt.desc(), t.id.desc()),
    index("image_entries_held_idx")
      .on(t.postId, t.imagedAt, t.id)
      .where(sql`${t.status} = 'held'`),
  ],
);

export const likes = pgTable(
  "likes",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    type: text("type").$type<NotificationType>().notNull(),
    /** Who it is for. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who acted, when signed in. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "cascade" }),
    /** Who acted, when anonymous: the name they gave. */
    actorName: jsonb("actor_name").$type<{ firstname: string; lastname: string } | null>(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    replyId: uuid("reply_id").references(() => comments.id, { onDelete: "cascade" }),
    repliedOnCommentId: uuid("replied_on_comment_id").references(() => comments.id, { onDelete: "cascade" }),
    tributeId: uuid("tribute_id").references(() => tributes.id, { onDelete: "cascade" }),
    imageId: uuid("image_id").references(() => imageEntries.id, { onDelete: "cascade" }),
    seen: boolean("seen").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt.desc()),
    index("notifications_user_type_idx").on(t.userId, t.type, t.createdAt.desc()),
    index("notifications_unseen_idx")
      .on(t.userId)
      .where(sql`${t.seen} = false`),
    index("notifications_like_idx")
      .on(t.postId, t.actorId)
      .where(sql`${t.type} = 'like'`),
  ],
);

/**
 * One person's report of one item (decision 026): a memorial, a message or reply, a
 * tribute or an album entry, named by `target_id` (and by the foreign key of its kind, so the
 * reports go with the item). `reporter_key` is 'u:<user id>' or, for an anonymous visitor,
 * 'a:<HMAC of the client address>': one report per person per item, ever.
 */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    targetType: text("target_type").$type<"post" | "comment" | "tribute" | "image">().notNull(),
    targetId: uuid("target_id").notNull(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    tributeId: uuid("tribute_id").references(() => tributes.id, { onDelete: "cascade" }),
    imageId: uuid("image_id").references(() => imageEntries.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reporterKey: text("reporter_key").notNull(),
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    createdAt: createdAt(),
    /** Set when a keeper or an admin kept the item (a deleted item takes its reports with it). */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reports_target_reporter_key").on(t.targetId, t.reporterKey),
    // the keepers' list: open reports of a memorial's items
    index("reports_open_post_idx")
      .on(t.postId, t.createdAt.desc())
      .where(sql`${t.resolvedAt} is null`),
    // the admins' list, open first
    index("reports_created_idx").on(t.createdAt.desc()),
  ],
);

/** A signed upload URL: single use, expires after 10 minutes. */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    contentType: text("content_type"),
    size: integer("size"),
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("uploads_key_key").on(t.key), index("uploads_user_idx").on(t.userId)],
);

/**
 * Rate-limit counters shared by every server of the site: one row per limited
 * key (route + client address or account) and window. UNLOGGED in the migration: a crash may
 * forget the current minute's counts, which costs nothing, and writes skip the WAL.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

/**
 * People who asked to be reminded of a memorial's remembrance days (decision 028): a
 * signed-in account (confirmed at once), or an e-mail address confirmed by a mailed link (only
 * the token's hash kept, cleared once used). Reminders go only to confirmed rows, in `locale`.
 * Stopping deletes the row.
 */
export const reminderFollows = pgTable(
  "reminder_follows",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    locale: text("locale").$type<"en" | "ta">().notNull().default("en"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reminder_follows_post_email_key").on(t.postId, sql`lower(${t.email})`),
    uniqueIndex("reminder_follows_confirm_token_key").on(t.confirmTokenHash),
    // The sweep: the confirmed followers of the few memorials with a remembrance on a day.
    index("reminder_follows_confirmed_idx")
      .on(t.postId)
      .where(sql`${t.confirmedAt} is not null`),
  ],
);

/**
 * Every reminder mail, recorded BEFORE it is sent (decision 028): the unique key (recipient,
 * memorial, occasion, day) makes a second sweep, a retry or another server skip it, so no mail
 * goes twice. Each row holds the hash of its mail's own unsubscribe token. Kept when the
 * follower stops (follow_id set null), so following again the same day sends nothing twice.
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: id(),
    followId: uuid("follow_id").references(() => reminderFollows.id, { onDelete: "set null" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the follower's lower-cased address: the record of sent mails keeps no addresses. */
    recipient: text("recipient").notNull(),
    /** 'thirtyFirstDay-week', 'anniversary-day', 'event:<key>', ... */
    occasion: text("occasion").notNull(),
    onDate: date("on_date", { mode: "string" }).notNull(),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    sentAt: createdAt("sent_at"),
  },
  (t) => [
    uniqueIndex("reminder_deliveries_once_key").on(t.recipient, t.postId, t.occasion, t.onDate),
    uniqueIndex("reminder_deliveries_unsubscribe_key").on(t.unsubscribeTokenHash),
  ],
);

export type User = typeof users.$inferSelect;
export type Post = typeof posts.$inferSelect;
export type Comment = typeof comments.$inferSelect;
export type Tribute = typeof tributes.$inferSelect;
export type ImageEntry = typeof imageEntries.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type Report = typeof reports.$inferSelect;
export type PostKeeper = typeof postKeepers.$inferSelect;
export type KeeperInvitation = typeof keeperInvitations.$inferSelect;
export type ReminderFollow = typeof reminderFollows.$inferSelect;

/** bytea; the kept pages are written and read as base64 in SQL (services/kept-pages.ts). */
const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * Server-rendered memorial pages kept in the database (decision 048), brotli-compressed as they
 * are sent: a page the server's memory no longer holds, or another server process rendered, is
 * sent from here instead of rendered again. Valid for its build, from the day it was rendered for
 * (`day`) through the last day its markup stays the same (`same_through`, decision 052), while no
 * scope of its (`scopes`) has changed since its render began: `page_changes` holds each
 * scope's last change as a number of `page_change_clock`, and `rendered_seq` is the clock's value
 * when the render began. UNLOGGED in the migration: a crash forgets them, which costs renders only.
 */
export const keptPages = pgTable("kept_pages", {
  key: text("key").primaryKey(),
  build: text("build").notNull(),
  day: date("day").notNull(),
  sameThrough: date("same_through").notNull(),
  scopes: text("scopes").array().notNull(),
  renderedSeq: bigint("rendered_seq", { mode: "number" }).notNull(),
  /** The memorial whose view a visit counts, when the page counts one. */
  countsViewOf: uuid("counts_view_of"),
  etag: text("etag").notNull(),
  noindex: boolean("noindex").notNull(),
  br: bytea("br").notNull(),
});

/**
 * The number of the last recorded change, in one row (decision 056): a write takes the row's lock
 * as it records its change and holds it until it commits, so changes are numbered in the order
 * they commit, and a render that notes the committed value has read every change up to it.
 */
export const pageChangeClock = pgTable("page_change_clock", {
  id: boolean("id").primaryKey().default(true),
  seq: bigint("seq", { mode: "number" }).notNull(),
});

/** Each public scope's last change (plugins/public-cache.ts SCOPES, and "all"), as a number of page_change_clock. */
export const pageChanges = pgTable("page_changes", {
  scope: text("scope").primaryKey(),
  seq: bigint("seq", { mode: "number" }).notNull(),
});
