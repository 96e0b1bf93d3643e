import crypto from "node:crypto";
import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { unzipSync, type UnzipFileInfo } from "fflate";
import { IMAGE_VARIANT_WIDTHS } from "@kma/core/limits";
import { checkTimeZones } from "@kma/core/posts/post-rules";
import type { PostFields } from "@kma/core/posts/post-schemas";
import type { Tx } from "../../db/client";
import { comments, imageEntries, posts, tributes, uploads, users } from "../../db/schema";
import { hashToken, randomToken } from "../../lib/secret";
import { makePostBlogId } from "../../lib/text";
import { variantKey } from "../../storage/storage";
import { adjustAuthorPostCount, profileCountDelta } from "../../db/author-post-count";
import { derivePostColumns } from "../../db/derive-post-columns";
import { processImage, type ProcessedImage } from "../process-image";
import { isSafeLink } from "../save-post";
import { uploadedImageUrl } from "../uploaded-images";
import sharp from "sharp";
import { FAMILY_COPY_FORMAT, FAMILY_COPY_VERSION, PHOTO_FILE, familyCopySchema, type FamilyCopy } from "../../lib/family-copy-format";

/** Whatever makes an archive unfit to import: said plainly, and nothing is left behind. */
export class FamilyCopyImportError extends Error {}

/**
 * Bounds on what an archive may claim, checked on the sizes the ZIP declares before anything is
 * inflated (fflate inflates into a buffer of the declared size, so a lying header cannot make
 * it larger; the truncated bytes then fail as JSON or as an image).
 */
export const IMPORT_LIMITS = {
  zipBytes: 1_500_000_000,
  totalBytes: 3_000_000_000,
  jsonBytes: 300_000_000,
  photoBytes: 60_000_000,
  files: 20_010,
  /** Inflated size over compressed size: photos barely compress; JSON text about 10 times. */
  ratio: 200,
} as const;

const ALLOWED = /^(README\.txt|index\.html|memorial\.json)$/;

export type ImportSummary = { blogId: string; owner: string; messages: number; replies: number; tributes: number; albumEntries: number; photos: number };

function fail(message: string): never {
  throw new FamilyCopyImportError(message);
}

/** Names and declared sizes of every file, checked; nothing inflated yet. */
function listEntries(zip: Uint8Array): Map<string, UnzipFileInfo> {
  const entries = new Map<string, UnzipFileInfo>();
  try {
    unzipSync(zip, {
      filter: (file) => {
        entries.set(file.name, { ...file });
        if (entries.size > IMPORT_LIMITS.files) fail(`The archive holds more than ${IMPORT_LIMITS.files} files: it is not a family's copy.`);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof FamilyCopyImportError) throw error;
    fail("The file is not a ZIP archive (or it is damaged).");
  }
  let total = 0;
  for (const [name, file] of entries) {
    if (name.endsWith("/")) continue; // a folder entry
    if (!ALLOWED.test(name) && !PHOTO_FILE.test(name))
      fail(`The archive holds "${name.slice(0, 120)}", which a family's copy never does (only index.html, memorial.json, README.txt and photos/).`);
    const limit = name === "memorial.json" ? IMPORT_LIMITS.jsonBytes : name.startsWith("photos/") ? IMPORT_LIMITS.photoBytes : IMPORT_LIMITS.jsonBytes;
    if (file.originalSize > limit) fail(`${name} is larger than a family's copy allows (${limit} bytes).`);
    if (file.originalSize > Math.max(file.size, 1) * IMPORT_LIMITS.ratio)
      fail(`${name} inflates far more than real files do: the archive looks like a ZIP bomb.`);
    total += file.originalSize;
  }
  if (total > IMPORT_LIMITS.totalBytes) fail("The archive unpacks to more than a family's copy allows.");
  if (!entries.has("memorial.json")) fail("The archive has no memorial.json: it is not a family's copy from Keep Memories Alive.");
  return entries;
}

function inflate(zip: Uint8Array, name: string): Uint8Array {
  const file = unzipSync(zip, { filter: (entry) => entry.name === name })[name];
  if (!file) fail(`${name} could not be read from the archive.`);
  return file;
}

function readCopy(zip: Uint8Array): FamilyCopy {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(inflate(zip, "memorial.json")));
  } catch {
    fail("memorial.json is not valid JSON.");
  }
  const head = parsed as { format?: unknown; version?: unknown } | null;
  if (head?.format !== FAMILY_COPY_FORMAT) fail("memorial.json is not a family's copy from Keep Memories Alive.");
  if (head.version !== FAMILY_COPY_VERSION) fail(`memorial.json has format version ${String(head.version)}; this site reads version ${FAMILY_COPY_VERSION}.`);
  const result = familyCopySchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    fail(`memorial.json is not valid at ${issue.path.join(".") || "its top"}: ${issue.message}`);
  }
  return result.data;
}

/** Every photo named is in the list and in the archive; every reply answers an earlier message. */
function checkConsistent(copy: FamilyCopy, entries: Map<string, UnzipFileInfo>) {
  const listed = new Set<string>();
  for (const photo of copy.photos) {
    if (listed.has(photo.file)) fail(`memorial.json lists ${photo.file} twice.`);
    if (!entries.has(photo.file)) fail(`memorial.json names ${photo.file}, which the archive does not hold.`);
    listed.add(photo.file);
  }
  const m = copy.memorial;
  const named = [m.profilebanner, m.backgroundimage, ...m.memoriwallimages, ...copy.album.flatMap((entry) => entry.photos)].filter((file) =>
    file.startsWith("photos/"),
  );
  for (const file of named) if (!listed.has(file)) fail(`memorial.json shows ${file} but does not list it under photos.`);
  const seen = new Set<string>();
  for (const message of copy.memory_wall) {
    if (seen.has(message.id)) fail(`memorial.json has the message ${message.id} twice.`);
    if (message.reply_to !== null && !seen.has(message.reply_to)) fail(`memorial.json has a reply (${message.id}) before the message it answers.`);
    seen.add(message.id);
  }
  if (!isSafeLink(m.virtualurl)) fail("memorial.json has a livestream link that is not a web address.");
  const zones = checkTimeZones(m);
  if (zones) fail(`memorial.json: ${zones}`);
}

/** The family's original unless it carries anything a fresh upload would have dropped (camera details, a turn). */
async function storedBytes(input: Buffer, image: ProcessedImage): Promise<Buffer> {
  const meta = await sharp(input).metadata();
  const clean = !meta.exif && !meta.xmp && !meta.iptc && !meta.comments?.length && (meta.orientation ?? 1) === 1;
  return clean ? input : image.original;
}

type StoredPhoto = { key: string; url: string; contentType: string; size: number; width: number; height: number };

const BATCH = 500;
async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * `npm run import -- file.zip --owner someone@example.com` (decision 029): a family's copy
 * becomes a memorial of this site, owned by an existing account, with its wall, replies,
 * tributes and album, keeping dates and visitors' names. The archive is checked whole first;
 * photos go through the same checks and variants as uploads and are stored under new keys;
 * the rows go in ONE transaction, counters set to the rows. Any failure deletes the stored
 * photos again and leaves the database as it was.
 */
export async function importFamilyCopy(app: FastifyInstance, file: string, ownerEmail: string): Promise<ImportSummary> {
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    fail(`There is no file ${file}.`);
  }
  if (size > IMPORT_LIMITS.zipBytes) fail(`${file} is larger than a family's copy allows (${IMPORT_LIMITS.zipBytes} bytes).`);
  const zip = new Uint8Array(fs.readFileSync(file));
  const entries = listEntries(zip);
  const copy = readCopy(zip);
  checkConsistent(copy, entries);

  const [owner] = await app.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${ownerEmail.trim()})`)
    .limit(1);
  if (!owner) fail(`No account has the e-mail ${ownerEmail}. Sign up on this site first, then import.`);

  const stored: StoredPhoto[] = [];
  try {
    const urlOf = new Map<string, string>();
    for (const photo of copy.photos) {
      const input = Buffer.from(inflate(zip, photo.file));
      let image: ProcessedImage;
      try {
        image = await processImage(input);
      } catch {
        fail(`${photo.file} is not a JPEG, PNG, WebP or GIF image the site can show.`);
      }
      const key = crypto.randomUUID();
      const body = await storedBytes(input, image);
      // Variants first, as an upload stores them: once the original is readable, its variants are too.
      stored.push({
        key,
        url: uploadedImageUrl(app.config.publicUrl, key),
        contentType: image.contentType,
        size: body.length,
        width: image.width,
        height: image.height,
      });
      await Promise.all(image.variants.map((v) => app.storage.put(variantKey(key, v.width), v.body, "image/webp")));
      await app.storage.put(key, body, image.contentType);
      urlOf.set(photo.file, uploadedImageUrl(app.config.publicUrl, key));
    }
    return await app.db.transaction((tx) => writeRows(app, tx, copy, owner, stored, urlOf));
  } catch (error) {
    await Promise.allSettled(stored.flatMap(({ key }) => [key, ...IMAGE_VARIANT_WIDTHS.map((w) => variantKey(key, w))]).map((key) => app.storage.delete(key)));
    throw error;
  }
}

async function writeRows(
  app: FastifyInstance,
  tx: Tx,
  copy: FamilyCopy,
  owner: { id: string; username: string },
  stored: StoredPhoto[],
  urlOf: Map<string, string>,
): Promise<ImportSummary> {
  const m = copy.memorial;
  const image = (file: string) => (file.startsWith("photos/") ? urlOf.get(file)! : file);
  const { blog_id: exportedBlogId, draft, age: _age, published_at, created_at, updated_at, ...rest } = m;
  const fields: PostFields = {
    ...rest,
    profilebanner: image(m.profilebanner),
    backgroundimage: image(m.backgroundimage),
    memoriwallimages: m.memoriwallimages.map(image),
  };
  const top = copy.memory_wall.filter((message) => message.reply_to === null).length;
  const albumPhotos = copy.album.reduce((sum, entry) => sum + entry.photos.length, 0);
  const values = {
    ...fields,
    ...derivePostColumns(fields),
    draft,
    authorId: owner.id,
    publishedAt: draft ? null : new Date(published_at ?? created_at),
    createdAt: new Date(created_at),
    updatedAt: new Date(updated_at),
    totalComments: copy.memory_wall.length,
    totalParentComments: top,
    totalTributes: copy.tributes.length,
    totalImages: albumPhotos,
  };

  // The memorial keeps its address when this site has none like it, so old links can be mended by a redirect.
  let post: { id: string; blogId: string } | undefined;
  for (const blogId of [
    /^[a-z0-9][a-z0-9-]{0,150}$/.test(exportedBlogId) ? exportedBlogId : makePostBlogId(fields),
    ...Array.from({ length: 5 }, () => makePostBlogId(fields)),
  ]) {
    [post] = await tx
      .insert(posts)
      .values({ ...values, blogId })
      .onConflictDoNothing({ target: posts.blogId })
      .returning({ id: posts.id, blogId: posts.blogId });
    if (post) break;
  }
  if (!post) throw new Error("Could not allocate a unique blog_id");
  await adjustAuthorPostCount(tx, owner.id, profileCountDelta(null, { draft, visibility: m.visibility }));

  if (stored.length) {
    const now = new Date();
    await tx.insert(uploads).values(
      stored.map((photo) => ({
        userId: owner.id,
        key: photo.key,
        tokenHash: hashToken(randomToken()),
        expiresAt: now,
        usedAt: now,
        contentType: photo.contentType,
        size: photo.size,
        width: photo.width,
        height: photo.height,
      })),
    );
  }

  // New ids, so a copy imported twice (into two sites, or twice into one) never collides.
  const idOf = new Map(copy.memory_wall.map((message) => [message.id, crypto.randomUUID()]));
  const levelOf = new Map<string, number>();
  const replies = new Map<string, number>();
  for (const message of copy.memory_wall) if (message.reply_to) replies.set(message.reply_to, (replies.get(message.reply_to) ?? 0) + 1);
  const commentRows = copy.memory_wall.map((message) => {
    const level = message.reply_to === null ? 0 : levelOf.get(message.reply_to)! + 1;
    levelOf.set(message.id, level);
    return {
      id: idOf.get(message.id)!,
      postId: post.id,
      parentId: message.reply_to === null ? null : idOf.get(message.reply_to)!,
      comment: message.comment,
      ...visitorName(message),
      residence: message.residence,
      childrenLevel: level,
      totalReplies: replies.get(message.id) ?? 0,
      commentedAt: new Date(message.commented_at),
    };
  });
  await insertInBatches(commentRows, (batch) => tx.insert(comments).values(batch));
  await insertInBatches(
    copy.tributes.map((item) => ({
      postId: post.id,
      tribute: item.tribute,
      ...visitorName(item),
      currentPlace: item.current_place,
      tributedAt: new Date(item.tributed_at),
    })),
    (batch) => tx.insert(tributes).values(batch),
  );
  await insertInBatches(
    copy.album.map((entry) => ({ postId: post.id, images: entry.photos.map(image), imagedAt: new Date(entry.added_at) })),
    (batch) => tx.insert(imageEntries).values(batch),
  );
  return {
    blogId: post.blogId,
    owner: owner.username,
    messages: top,
    replies: copy.memory_wall.length - top,
    tributes: copy.tributes.length,
    albumEntries: copy.album.length,
    photos: stored.length,
  };
}

/** Accounts do not move between sites: a signed-in poster keeps their name as a visitor's. */
function visitorName(item: { first_name: string; last_name: string; account_name: string | null }) {
  if (item.first_name.trim() || item.last_name.trim() || !item.account_name) return { firstName: item.first_name, lastName: item.last_name };
  const [firstName = "", ...last] = item.account_name.trim().split(/\s+/);
  return { firstName, lastName: last.join(" ") };
}
