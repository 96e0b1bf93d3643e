import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploadUrlAnswerSchema, uploadedPhotoAnswerSchema } from "@kma/core/answer-shapes";
import { IMAGE_VARIANT_WIDTHS, LIMITS, UPLOAD_KEY_PATTERN, type ImageVariantWidth } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { currentUser } from "../../plugins/auth";
import { invalidates } from "../../plugins/public-cache";
import { fileAnswer, jsonAnswer } from "../../lib/answer-contract";
import { HttpError, badRequest, notFound } from "../../lib/http-errors";
import { perCaller, routeRateLimit } from "../../lib/route-rate-limit";
import { issueUploadUrl } from "../../services/issue-upload-url";
import { checkUploadLink, storeUpload } from "../../services/store-upload";
import { variantKey } from "../../storage/storage";

const IMMUTABLE = "public, max-age=31536000, immutable";
const keyParams = z.object({ key: z.string() });
/** A stored photo as it was uploaded (upright, without metadata), or one of its WebP widths (`?w=`). */
const PHOTO_FILE = fileAnswer("The photo, or its width asked for by w", ["image/jpeg", "image/png", "image/webp", "image/gif"]);

export async function uploadsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each link reserves a key and, until used, a row: 100 an hour per account fills a large album.
  r.get(
    "/get-upload-url",
    {
      schema: { response: jsonAnswer(uploadUrlAnswerSchema) },
      preHandler: app.requireUser,
      config: routeRateLimit(app, perCaller({ max: 100, timeWindow: "1 hour" })),
    },
    async (request) => ({
      uploadURL: await issueUploadUrl(app, currentUser(request).id),
    }),
  );
  await app.register(uploadedFilesRoutes);
}

/**
 * PUT and GET of /uploads/<key>. Its own context: every body is read as raw bytes (or as
 * multipart) up to LIMITS.imageMaxBytes, while the rest of the API keeps the 1 MB JSON limit.
 */
async function uploadedFilesRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  // Any declared type (or none): the bytes decide what the file is, not the header.
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: LIMITS.imageMaxBytes }, (_request, body, done) => done(null, body));
  await app.register(multipart, { limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 20, parts: 25 } });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" || error.code === "FST_REQ_FILE_TOO_LARGE") {
      return reply.status(413).send({ error: MESSAGES.fileTooLarge });
    }
    throw error; // the app's errors plugin answers everything else
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    "/uploads/:key",
    {
      schema: { params: keyParams, querystring: z.object({ token: z.string().optional() }), response: jsonAnswer(uploadedPhotoAnswerSchema) },
      // An upload is in no public answer until a write names it.
      config: { invalidates: invalidates.nothingPublic },
      // Refuse a forged, used or expired link before reading up to 10 MB of body.
      onRequest: async (request) => {
        const { key } = request.params as { key: string };
        const { token } = request.query as { token?: unknown };
        await checkUploadLink(app, key, typeof token === "string" ? token : undefined);
      },
    },
    async (request) => ({ url: await storeUpload(app, request.params.key, request.query.token ?? "", await readUpload(request)) }),
  );

  r.get(
    "/uploads/:key",
    { schema: { params: keyParams, querystring: z.object({ w: z.string().optional() }), response: PHOTO_FILE } },
    async (request, reply) => {
      const { key } = request.params;
      if (!UPLOAD_KEY_PATTERN.test(key)) throw notFound(MESSAGES.imageNotFound);
      const width = parseWidth(request.query.w);
      const object = await app.storage.get(width ? variantKey(key, width) : key);
      if (!object) throw notFound(MESSAGES.imageNotFound);
      reply.header("Cache-Control", IMMUTABLE).type(object.contentType);
      if (object.size !== undefined) reply.header("Content-Length", object.size);
      return reply.send(object.body);
    },
  );
}

function parseWidth(w: string | undefined): ImageVariantWidth | null {
  if (w === undefined) return null;
  const width = IMAGE_VARIANT_WIDTHS.find((allowed) => String(allowed) === w);
  if (!width) throw badRequest(MESSAGES.imageWidthInvalid);
  return width;
}

/** The uploaded bytes: the raw body, or the one file part named `file` of a multipart body. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== "file") {
      part?.file.resume();
      throw badRequest(MESSAGES.uploadFilePartMissing);
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError || (error as FastifyError).statusCode === 413) throw error;
    // busboy's complaints about a malformed body (no boundary, cut short) are the client's.
    throw badRequest(MESSAGES.uploadFilePartMissing);
  }
}
