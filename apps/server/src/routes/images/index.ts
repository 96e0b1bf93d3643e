import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { doneAnswerSchema } from "@kma/core/answer-shapes";
import { albumAnswerSchema, albumEntrySchema } from "@kma/core/engagement/engagement-answer-shapes";
import { LIMITS } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { jsonAnswer } from "../../lib/answer-contract";
import { badRequest } from "../../lib/http-errors";
import { currentUser } from "../../plugins/auth";
import { AS_ITS_POSTER, imageEntryActionsFor } from "../../policies/viewer-actions";
import { sendPublicAnswer } from "../../plugins/answer-contract";
import { SCOPES, invalidates, theMemorialInTheBody } from "../../plugins/public-cache";
import { presentImageEntry } from "../../presenters/image-entry-presenter";
import { addImages } from "../../services/add-images";
import { deleteImage } from "../../services/delete-image";
import { listPostImages } from "../../services/list-images";
import { isOwnUploadUrl } from "../../services/uploaded-images";
import { postRefField, skipField } from "../comments/comment-request-schemas";

/** At most this many URLs in one album entry. */
const MAX_IMAGES_PER_ENTRY = 20;

/** `blog_author` is accepted and ignored: the post names its author. */
const addImagesSchema = z.object({
  _id: z.guid(),
  memorialImageUploaded: z.array(z.string().trim().max(LIMITS.urlMax)).max(MAX_IMAGES_PER_ENTRY),
});
const getPostImagesSchema = z.object({ blog_id: postRefField, skip: skipField });
const deleteImageSchema = z.object({ _id: z.guid() });

/** The memorial photo album (docs/spec.md section 7). */
export async function imagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/add-memorial-images",
    {
      schema: { body: addImagesSchema, response: jsonAnswer(albumEntrySchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.soft(SCOPES.lists, theMemorialInTheBody) },
    },
    async (request) => {
      const user = currentUser(request);
      const urls = request.body.memorialImageUploaded;
      if (urls.length === 0) throw badRequest(MESSAGES.noImagesSelected);
      // Only this site's uploads: an album must never make visitors' browsers fetch a stranger's server.
      if (!urls.every((url) => isOwnUploadUrl(app, url))) throw badRequest(MESSAGES.imagesMustBeUploaded);
      const entry = await addImages(app.db, user, request.body._id, urls, app.changeRecordOf(request));
      return presentImageEntry(entry, user, imageEntryActionsFor(user, entry, AS_ITS_POSTER));
    },
  );

  r.post(
    "/get-post-images",
    {
      schema: { body: getPostImagesSchema, response: jsonAnswer(albumAnswerSchema) },
      preHandler: app.optionalUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request, reply) =>
      sendPublicAnswer(request, reply, async () => {
        const { postId, rows } = await listPostImages(app.db, request.user, request.body.blog_id, request.body.skip);
        return { body: { images: rows.map((row) => presentImageEntry(row.entry, row.uploader, row.can)) }, deps: [SCOPES.post(postId)] };
      }),
  );

  r.post(
    "/delete-image",
    {
      schema: { body: deleteImageSchema, response: jsonAnswer(doneAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.everything },
    },
    async (request) => {
      await deleteImage(app.db, currentUser(request), request.body._id);
      return { status: "done" as const };
    },
  );
}
