import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { checkDraft, checkPublish, checkTimeZones, type CreatePostInput, type PostFields } from "@kma/core/posts/post-schemas";
import { posts, type User } from "../db/schema";
import { assertValid, forbidden, notFound } from "../lib/http-errors";
import { makePostBlogId } from "../lib/text";
import { canEditPost, canViewPost } from "../policies/post-policy";
import { derivePostColumns } from "../db/derive-post-columns";
import { isOwnUploadUrl } from "./uploaded-images";
import { keeperIdsOf } from "./post-keepers";
import { adjustAuthorPostCount, profileCountDelta } from "../db/author-post-count";
import { addedEvents } from "./reminders/event-reminders";

/** virtualurl becomes a link on the memorial page: no javascript:, data: or other schemes. */
export const isSafeLink = (value: string) => value === "" || /^https?:\/\//i.test(value) || !/^[a-z][a-z0-9+.-]*:/i.test(value);

/** Images must be this site's own (uploads, presets): a stranger's server never sees our visitors. */
function checkPostLinks(app: FastifyInstance, fields: PostFields): string | null {
  const images = [fields.profilebanner, fields.backgroundimage, ...fields.memoriwallimages].filter((u) => u !== "");
  if (images.some((u) => !isOwnUploadUrl(app, u))) return MESSAGES.imagesMustBeUploaded;
  if (!isSafeLink(fields.virtualurl)) return MESSAGES.virtualUrlInvalid;
  return null;
}

const MAX_BLOG_ID_ATTEMPTS = 5;

/**
 * POST /create-post: creates or edits a memorial post, as a draft or published.
 * Validation runs before anything is written, so a failed publish leaves the stored draft
 * as it was. The post and its author's published count change in one transaction.
 * Publishing stamps published_at the first time; moving back to draft clears it.
 * Returns the post's blog_id. Events added to a published memorial are handed to the reminder
 * queue once the save has committed, so its followers hear of them (decision 028).
 */
export async function savePost(app: FastifyInstance, user: User, input: CreatePostInput): Promise<string> {
  const { blogId, added } = await writePost(app, user, input);
  if (added) {
    // The memorial is saved either way: a queue that cannot take the job is logged, not the save's failure.
    await app.reminders
      .eventsAdded(added.postId, added.events)
      .catch((error: unknown) => app.log.warn({ err: error }, "could not queue the new-event reminders"));
  }
  return blogId;
}

type Written = { blogId: string; added: { postId: string; events: PostFields["events"] } | null };

async function writePost(app: FastifyInstance, user: User, input: CreatePostInput): Promise<Written> {
  const { draft, id, age: _clientAge, ...raw } = input; // age is always computed here
  const fields: PostFields = { ...raw, memoriwallimages: raw.memoriwallimages.filter((u) => u !== "") };
  assertValid(draft ? checkDraft(fields) : checkPublish(fields));
  assertValid(checkPostLinks(app, fields));
  assertValid(checkTimeZones(fields));
  const columns = { ...fields, ...derivePostColumns(fields), draft };

  return app.db.transaction(async (tx) => {
    if (!id) {
      for (let attempt = 0; attempt < MAX_BLOG_ID_ATTEMPTS; attempt++) {
        const [created] = await tx
          .insert(posts)
          .values({ ...columns, blogId: makePostBlogId(fields), authorId: user.id, publishedAt: draft ? null : new Date() })
          .onConflictDoNothing({ target: posts.blogId })
          .returning({ blogId: posts.blogId });
        if (created) {
          await adjustAuthorPostCount(tx, user.id, profileCountDelta(null, { draft, visibility: fields.visibility ?? "public" }));
          return { blogId: created.blogId, added: null };
        }
      }
      throw new Error("Could not allocate a unique blog_id");
    }

    // Locked, so two saves of the same post cannot both count its publication.
    const [found] = await tx
      .select({ post: posts, keeperIds: keeperIdsOf(posts.id) })
      .from(posts)
      .where(eq(posts.blogId, id))
      .for("update", { of: posts });
    const existing = found && { ...found.post, keeperIds: found.keeperIds };
    // Another user's draft does not exist for them (as on get-post): 404, not a 403 that confirms it.
    if (!existing || !canViewPost(user, existing)) throw notFound(MESSAGES.postNotFound);
    if (!canEditPost(user, existing)) throw forbidden(MESSAGES.forbidden);
    // A memorial a site admin hid stays a draft until they restore it (decision 026).
    if (existing.hiddenAt && !draft) throw forbidden(MESSAGES.postHiddenBySite);
    const publishedAt = draft ? null : (existing.publishedAt ?? new Date());
    await tx
      .update(posts)
      .set({ ...columns, publishedAt, updatedAt: new Date() })
      .where(eq(posts.id, existing.id));
    await adjustAuthorPostCount(tx, existing.authorId, profileCountDelta(existing, { draft, visibility: fields.visibility ?? existing.visibility }));
    const added = draft ? [] : addedEvents(existing.events, fields.events);
    return { blogId: existing.blogId, added: added.length > 0 ? { postId: existing.id, events: added } : null };
  });
}
