import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGES } from "@kma/core/messages";
import { fileAnswer } from "../../lib/answer-contract";
import { notFound } from "../../lib/http-errors";
import { CALENDAR_ITEM, memorialCalendar } from "../../services/memorial-calendar";
import { memorialQrCode } from "../../services/memorial-qr-code";

/** '<blog_id>.<ext>' -> the blog_id; a name of another shape names no memorial (404). */
function blogIdOf(file: string, extensions: readonly string[]): { blogId: string; ext: string } {
  const match = /^([a-z0-9][a-z0-9-]{0,159})\.([a-z]{3})$/.exec(file);
  if (!match || !extensions.includes(match[2]!)) throw notFound(MESSAGES.postNotFound);
  return { blogId: match[1]!, ext: match[2]! };
}

const calendarQuery = z.object({
  item: z.string().regex(CALENDAR_ITEM).optional(),
});
const qrQuery = z.object({ download: z.enum(["1"]).optional() });

/**
 * What a family keeps from a memorial: its services as a calendar file, and its
 * address as a QR code. Public for published memorials; drafts and unknown ones are a 404.
 */
export async function keepsakesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/calendar/:file",
    {
      schema: {
        params: z.object({ file: z.string() }),
        querystring: calendarQuery,
        response: fileAnswer("The memorial's services as a calendar file", ["text/calendar"]),
      },
    },
    async (request, reply) => {
      const { blogId } = blogIdOf(request.params.file, ["ics"]);
      const body = await memorialCalendar(app, blogId, request.query.item);
      const name = request.query.item ? `${blogId}-${request.query.item}.ics` : `${blogId}.ics`;
      // Short: an edited time must reach the next visitor who adds it.
      return reply
        .header("Cache-Control", "public, max-age=60")
        .header("Content-Disposition", `attachment; filename="${name}"`)
        .type("text/calendar; charset=utf-8")
        .send(body);
    },
  );

  r.get(
    "/qr/:file",
    {
      schema: {
        params: z.object({ file: z.string() }),
        querystring: qrQuery,
        response: fileAnswer("The memorial's address as a QR code", ["image/png", "image/svg+xml"]),
      },
    },
    async (request, reply) => {
      const { blogId, ext } = blogIdOf(request.params.file, ["png", "svg"]);
      const body = await memorialQrCode(app, blogId, ext as "png" | "svg");
      const disposition = request.query.download ? "attachment" : "inline";
      // The code depends only on the address, which never changes; an hour keeps an unpublished memorial's code from lingering.
      return reply
        .header("Cache-Control", "public, max-age=3600")
        .header("Content-Disposition", `${disposition}; filename="${blogId}-qr.${ext}"`)
        .type(ext === "png" ? "image/png" : "image/svg+xml")
        .send(body);
    },
  );
}
