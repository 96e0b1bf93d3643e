import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileAnswer } from "../../lib/answer-contract";
import { noticeFile, type NoticeFormat } from "../../services/notice/notice-files";

const params = z.object({ blog_id: z.string() });
/**
 * The language is read by the locale plugin (`?lang=`, else the cookie, else Accept-Language);
 * listed here for the API document. Like every call, an unknown language falls back rather than fails.
 */
const querystring = z.object({ lang: z.string().optional().describe("en or ta") });

/**
 * A memorial's printable notice and notice image (docs/api.md "Additions", decision 023).
 * Files are kept per version, so a reader revalidates (ETag) rather than being served an
 * old one after an edit; a draft's notice is never stored by a shared cache.
 */
async function send(format: NoticeFormat, request: FastifyRequest<{ Params: z.infer<typeof params> }>, reply: FastifyReply) {
  const file = await noticeFile(request.server, request.params.blog_id, request.user ?? null, format, request.locale);
  reply
    .header("Cache-Control", file.published ? "public, no-cache" : "private, no-store")
    .header("Vary", "Accept-Language, Cookie, Authorization")
    .header("ETag", file.etag)
    .header("Content-Disposition", `attachment; filename="${file.filename}"`);
  if (request.headers["if-none-match"] === file.etag) return reply.status(304).send();
  return reply.type(file.contentType).send(file.body);
}

export async function noticesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/posts/:blog_id/notice.pdf",
    { schema: { params, querystring, response: fileAnswer("The printable notice (A4)", ["application/pdf"]) }, preHandler: app.optionalUser },
    (request, reply) => send("pdf", request, reply),
  );
  r.get(
    "/posts/:blog_id/notice.jpg",
    { schema: { params, querystring, response: fileAnswer("The notice as an image to share", ["image/jpeg"]) }, preHandler: app.optionalUser },
    (request, reply) => send("jpg", request, reply),
  );
}
