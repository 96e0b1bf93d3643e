import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { FastifyInstance } from "fastify";
import { and, eq, inArray, like, lt, or, sql } from "drizzle-orm";
import { CATEGORIES, PLACES, backgroundPresetPath } from "@kma/core/enums";
import { IMAGE_VARIANT_WIDTHS } from "@kma/core/limits";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { ALL_SCOPES } from "../lib/public-cache";
import { recordChanges } from "../services/kept-pages";
import { BULK_DOMAIN, BULK_PASSWORD, buildBulkData } from "../db/bulk-data";
import { COMMENTS, REPLIES, TRIBUTES, VISITORS, demoPostFields, publishedAfterDeath, seededRandom, type DemoPostChoices, type Random } from "../db/demo-data";
import { initialsOf, landscapeImage, portraitImage } from "../db/demo-images";
import { comments, imageEntries, likes, notifications, posts, tributes, uploads, users, type Post, type User } from "../db/schema";
import { avatarUrl } from "../lib/avatar";
import { addComment } from "../services/add-comment";
import { addImages } from "../services/add-images";
import { addTribute } from "../services/add-tribute";
import { issueUploadUrl } from "../services/issue-upload-url";
import { storeUpload } from "../services/store-upload";
import { toggleLike } from "../services/toggle-like";
import { variantKey } from "../storage/storage";
import { buildPost, buildUser } from "../test/factories";

/**
 * `npm run seed`: fills the database the server uses (DATA_DIR/db or DATABASE_URL) with demo
 * memorials. Accounts, posts and pictures go through the same factories and services as the
 * routes (uploads through storeUpload, memorials through addComment, ...), so every counter
 * and notification is what real use would leave behind.
 *
 * `--posts N [--comments M]` then grows bulk data (db/bulk-data.ts: set-based inserts, counters
 * set from counts) to N memorials beside the demo ones, so the site can be tried at size.
 */

export const DEMO_ACCOUNT = { email: "demo@keepmemoriesalive.org", password: "Memories123" } as const;
/** Every other seeded account has an address here, so `--reset` can find them. */
const SEEDED_DOMAIN = "@demo.keepmemoriesalive.org";

const FAMILY = [
  { fullname: "Kavitha Thevarajah", username: "kavitha", residence: "London, United Kingdom" },
  { fullname: "Ramesh Nadarajah", username: "ramesh", residence: "Zürich, Switzerland" },
  { fullname: "Priya Kandiah", username: "priyak", residence: "Essen, Germany" },
  { fullname: "Suresh Sinnathurai", username: "suresh", residence: "Jaffna, Sri Lanka" },
  { fullname: "Mathivathani Ponnuthurai", username: "mathy", residence: "Kilinochchi, Sri Lanka" },
  { fullname: "Arun Velupillai", username: "arunv", residence: "Markham, Canada" },
];

/** The first posts are these people, so the demo always shows them (and the search examples find them). */
const NAMED: Array<NonNullable<DemoPostChoices["person"]>> = [
  { firstname: "Sivakumar", lastname: "Thevarajah", gender: "Male" },
  { firstname: "Kamalambikai", lastname: "Sinnathurai", gender: "Female" },
  { firstname: "Tharmalingam", lastname: "Nadarajah", gender: "Male" },
  { firstname: "Pushpavathy", lastname: "Kandiah", gender: "Female" },
];

export type SeedOptions = { posts?: number; reset?: boolean };
export type SeedSummary = {
  skipped: boolean;
  users: number;
  posts: number;
  drafts: number;
  comments: number;
  tributes: number;
  likes: number;
  images: number;
  uploads: number;
};

const DAY = 86_400_000;

/** Stores generated JPEG bytes exactly as a PUT to an upload link would, and returns the image URL. */
async function upload(app: FastifyInstance, userId: string, image: Promise<Buffer>): Promise<string> {
  const link = new URL(await issueUploadUrl(app, userId));
  const key = link.pathname.split("/").pop()!;
  return storeUpload(app, key, link.searchParams.get("token")!, await image);
}

async function removeDemoData(app: FastifyInstance): Promise<void> {
  const seeded = await app.db
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${DEMO_ACCOUNT.email}`, like(users.email, `%${SEEDED_DOMAIN}`)));
  const ids = seeded.map((u) => u.id);
  if (ids.length === 0) return;
  const keys = await app.db.select({ key: uploads.key }).from(uploads).where(inArray(uploads.userId, ids));
  await app.db.transaction(async (tx) => {
    // Likes the demo accounts gave to other people's posts go with the accounts: take them off those counters.
    await tx.execute(sql`update ${posts} set total_likes = greatest(total_likes - l.n, 0)
      from (select post_id, count(*)::int as n from ${likes} where user_id in ${ids} group by post_id) l
      where ${posts.id} = l.post_id and ${posts.authorId} not in ${ids}`);
    await tx.delete(users).where(inArray(users.id, ids)); // cascades to their posts, uploads, likes, sessions
  });
  const objects = keys.flatMap(({ key }) => [key, ...IMAGE_VARIANT_WIDTHS.map((w) => variantKey(key, w))]);
  await Promise.all(objects.map((key) => app.storage.delete(key)));
}

/**
 * Fills the database with demo data: the demo account, six family accounts, `posts`
 * published memorials (every category, every Home place) and a few drafts, with portraits,
 * album photos, memorials and replies, tributes, likes and reads. Skips when the demo
 * account exists, unless `reset` removes the previous demo data first.
 */
export async function seed(app: FastifyInstance, { posts: postCount = 40, reset = false }: SeedOptions = {}): Promise<SeedSummary> {
  const summary: SeedSummary = { skipped: false, users: 0, posts: 0, drafts: 0, comments: 0, tributes: 0, likes: 0, images: 0, uploads: 0 };
  const [existing] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNT.email}`);
  if (existing && !reset) return { ...summary, skipped: true };
  if (reset) await removeDemoData(app);

  const random = seededRandom(20240611);
  const now = Date.now();
  const pictures = { portrait: 0, album: 0 };
  const portrait = (userId: string, initials: string) => (pictures.portrait++, upload(app, userId, portraitImage(initials, random)));
  const album = (userId: string) => (pictures.album++, upload(app, userId, landscapeImage(random)));

  const demo = await buildUser(app, {
    fullname: "Anjali Sivakumar",
    username: "anjali",
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
    mobilenumber: "+1 416 555 0199",
    residence: "Toronto, Canada",
    bio: "Keeping the stories of our family and our village alive, one memorial at a time.",
    facebook: "https://facebook.com/keepmemoriesalive",
    instagram: "https://instagram.com/keepmemoriesalive",
    joinedAt: new Date(now - 400 * DAY),
  });
  await app.db
    .update(users)
    .set({ profileImg: await portrait(demo.id, "AS") })
    .where(eq(users.id, demo.id));
  const family: User[] = [];
  for (const person of FAMILY) {
    family.push(
      await buildUser(app, {
        ...person,
        email: `${person.username}${SEEDED_DOMAIN}`,
        password: null,
        profileImg: avatarUrl(person.username),
        joinedAt: new Date(now - random.int(30, 380) * DAY),
      }),
    );
  }
  const everyone: User[] = [demo, ...family];
  summary.users = everyone.length;

  for (let i = 0; i < postCount; i++) {
    const author = i % 5 < 2 ? demo : family[i % family.length];
    const choices: DemoPostChoices = { person: NAMED[i], category: CATEGORIES[i % CATEGORIES.length], deathPlace: PLACES[i % PLACES.length] };
    const draftFields = demoPostFields(random, { profilebanner: "", memoriwallimages: [], backgroundimage: "" }, choices);
    const initials = initialsOf(draftFields.firstname, draftFields.lastname);
    const [profilebanner, ...memoriwallimages] = await Promise.all([
      portrait(author.id, initials),
      ...Array.from({ length: random.int(2, 3) }, () => album(author.id)),
    ]);
    const fields = { ...draftFields, profilebanner, memoriwallimages, backgroundimage: backgroundPresetPath(random.int(1, 8)) };
    const post = await buildPost(app.db, author, { ...fields, publishedAt: publishedAfterDeath(fields, random, now) });
    await engage(app, post, author, everyone, random, summary, album);
    summary.posts++;
  }

  for (let i = 0; i < Math.max(1, Math.round(postCount / 13)); i++) {
    const fields = demoPostFields(random, { profilebanner: "", memoriwallimages: [], backgroundimage: backgroundPresetPath(random.int(1, 8)) });
    const banner = i === 0 ? await portrait(demo.id, initialsOf(fields.firstname, fields.lastname)) : "";
    await buildPost(app.db, demo, { ...fields, profilebanner: banner, draft: true });
    summary.drafts++;
  }

  await settleTimes(app, everyone);
  summary.uploads = pictures.portrait + pictures.album;
  await everythingChanged(app);
  return summary;
}

/** Memorials with replies, tributes, likes, album entries and reads on one published post, through the routes' services. */
async function engage(
  app: FastifyInstance,
  post: Post,
  author: User,
  everyone: User[],
  random: Random,
  summary: SeedSummary,
  album: (userId: string) => Promise<string>,
) {
  const published = post.publishedAt!.getTime();
  const moments = Array.from({ length: 24 }, () => published + random.next() * (Date.now() - published)).sort((a, b) => a - b);
  let m = 0;
  const at = () => new Date(moments[Math.min(m++, moments.length - 1)]);
  const others = everyone.filter((u) => u.id !== author.id);
  const visitor = () => {
    const v = random.pick(VISITORS);
    return { firstName: v.firstName, lastName: v.lastName, email: v.email, mobileNumber: v.mobile, currentPlace: v.place };
  };

  for (let c = random.int(0, 4); c > 0; c--) {
    const signedIn = random.next() < 0.4 ? random.pick(others) : null;
    const who = signedIn ? { firstName: "", lastName: "", email: "", mobileNumber: "", currentPlace: "" } : visitor();
    const parent = await addComment(app.db, signedIn, { postId: post.id, comment: random.pick(COMMENTS), ...who, replyingTo: null, notificationId: null });
    await app.db.update(comments).set({ commentedAt: at() }).where(eq(comments.id, parent.id));
    summary.comments++;
    for (let r = random.next() < 0.5 ? random.int(1, 2) : 0; r > 0; r--) {
      const replier = random.next() < 0.6 ? author : null;
      const input = replier ? { firstName: "", lastName: "", email: "", mobileNumber: "", currentPlace: "" } : visitor();
      const reply = await addComment(app.db, replier, {
        postId: post.id,
        comment: random.pick(REPLIES),
        ...input,
        replyingTo: parent.id,
        notificationId: null,
      });
      await app.db.update(comments).set({ commentedAt: at() }).where(eq(comments.id, reply.id));
      summary.comments++;
    }
  }

  for (let t = random.int(0, 4); t > 0; t--) {
    const signedIn = random.next() < 0.3 ? random.pick(others) : null;
    const v = visitor();
    const tribute = await addTribute(app.db, signedIn, post.id, {
      tribute: random.pick(TRIBUTES),
      tributerFirstName: signedIn ? "" : v.firstName,
      tributerLastName: signedIn ? "" : v.lastName,
      email: signedIn ? "" : v.email,
      mobileNumber: signedIn ? "" : v.mobileNumber,
      currentPlace: signedIn ? "" : v.currentPlace,
    });
    await app.db.update(tributes).set({ tributedAt: at() }).where(eq(tributes.id, tribute.id));
    summary.tributes++;
  }

  for (const user of others) {
    if (random.next() < 0.45) {
      await toggleLike(app.db, user, post.id);
      summary.likes++;
    }
  }

  for (let e = random.next() < 0.5 ? random.int(1, 2) : 0; e > 0; e--) {
    const uploader = random.next() < 0.5 ? author : random.pick(others);
    const urls = await Promise.all(Array.from({ length: random.int(1, 2) }, () => album(uploader.id)));
    const entry = await addImages(app.db, uploader, post.id, urls);
    await app.db.update(imageEntries).set({ imagedAt: at() }).where(eq(imageEntries.id, entry.id));
    summary.images += urls.length;
  }

  const reads = random.int(15, 900);
  await app.db.update(posts).set({ totalReads: reads }).where(eq(posts.id, post.id));
  await app.db
    .update(users)
    .set({ totalReads: sql`${users.totalReads} + ${reads}` })
    .where(eq(users.id, author.id));
}

/**
 * The services stamp "now"; the demo spreads activity after each post's publication. Each
 * notification takes its action's time, and all but the last two days' are marked seen, so
 * the bell shows a few new ones.
 */
async function settleTimes(app: FastifyInstance, everyone: User[]) {
  const ids = everyone.map((u) => u.id);
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`update ${notifications} n set created_at = c.commented_at from ${comments} c where n.comment_id = c.id and n.user_id in ${ids}`);
    await tx.execute(sql`update ${notifications} n set created_at = t.tributed_at from ${tributes} t where n.tribute_id = t.id and n.user_id in ${ids}`);
    await tx.execute(sql`update ${notifications} n set created_at = i.imaged_at from ${imageEntries} i where n.image_id = i.id and n.user_id in ${ids}`);
    await tx
      .update(notifications)
      .set({ seen: true })
      .where(and(inArray(notifications.userId, ids), lt(notifications.createdAt, new Date(Date.now() - 2 * DAY))));
  });
}

/**
 * The seed writes beside the routes, which record what each write changes: no memorial page kept
 * in the database from before (decision 052) may be sent, a removed demo memorial's least of all.
 */
const everythingChanged = (app: FastifyInstance) => recordChanges(app.db, [ALL_SCOPES]);

/** `--posts N [--comments M]`: bulk memorials (see db/bulk-data.ts) up to N, and M messages on them (10 a memorial by default). */
function bulkTarget(values: { posts?: string; comments?: string }): { posts: number; comments?: number } | null {
  if (values.posts === undefined) return null;
  const posts = Number(values.posts);
  const comments = values.comments === undefined ? undefined : Number(values.comments);
  if (!Number.isInteger(posts) || posts < 1 || (comments !== undefined && (!Number.isInteger(comments) || comments < 0))) {
    throw new Error("--posts takes a whole number of memorials (and --comments a whole number of messages), e.g. npm run seed -- --posts 100000");
  }
  return { posts, comments };
}

async function main() {
  const { values } = parseArgs({ options: { reset: { type: "boolean", default: false }, posts: { type: "string" }, comments: { type: "string" } } });
  const reset = values.reset;
  const bulk = bulkTarget(values);
  // npm runs a workspace script inside apps/server; a relative DATA_DIR must mean the folder the
  // command was typed in, as for `npm start` (which runs the server from the repository root).
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const started = Date.now();
  let app: FastifyInstance;
  try {
    // No reminder queue: the seed writes and exits; the server sweeps when it runs.
    app = await buildApp({ config: { ...config, reminders: false }, logger: { level: "warn" } });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(/in use by process/.test(message) ? `The server is running on this database: stop it, then run the seed again.\n${message}` : message);
    process.exit(1);
  }
  try {
    const summary = await seed(app, { reset });
    if (summary.skipped) {
      console.info(`Demo data is already there (${DEMO_ACCOUNT.email}). To replace it: npm run seed -- --reset`);
    } else {
      console.info(
        `Seeded ${summary.users} accounts, ${summary.posts} published memorials and ${summary.drafts} drafts, ${summary.comments} memorials and replies, ` +
          `${summary.tributes} tributes, ${summary.likes} likes and ${summary.images} album photos (${summary.uploads} uploads) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
      console.info(`Sign in with ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    }
    if (bulk) {
      const bulkStarted = Date.now();
      const grown = await buildBulkData(app.db, { ...bulk, log: (line) => console.info(line) });
      await app.db.execute(sql`vacuum analyze`); // fresh statistics for the planner at once, as autovacuum would later
      console.info(
        `Bulk data: ${grown.posts} memorials (${grown.drafts} drafts), ${grown.users} accounts, ${grown.comments} messages and ${grown.replies} replies, ` +
          `${grown.tributes} tributes, ${grown.imageEntries} album entries and ${grown.likes} likes added in ${((Date.now() - bulkStarted) / 1000).toFixed(1)} s ` +
          `(bulk accounts: bulkN${BULK_DOMAIN} / ${BULK_PASSWORD}).`,
      );
    }
    if (bulk) await everythingChanged(app);
  } finally {
    await app.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
