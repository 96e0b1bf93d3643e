import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileAnswer } from "../../lib/answer-contract";
import { perCaller, routeRateLimit } from "../../lib/route-rate-limit";
import { currentUser } from "../../plugins/auth";
import { exportFamilyCopy, familyCopyFileName, findPostToCopy } from "../../services/family-copy/export-family-copy";

const params = z.object({ blog_id: z.string().max(200) });
/** The language of index.html in the ZIP: read by the locale plugin (`?lang=`, else the cookie, else Accept-Language). */
const querystring = z.object({ lang: z.string().optional().describe("en or ta") });

/** The family's own copy of a memorial (decision 029; docs/api.md "Additions"). Its keepers only. */
export async function familyCopyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // It reads every photo of the memorial: a family does this now and then, not in a loop.
  const fewAnHour = routeRateLimit(app, perCaller({ max: 10, timeWindow: "1 hour" }));

  r.get(
    "/posts/:blog_id/family-copy.zip",
    {
      schema: { params, querystring, response: fileAnswer("The memorial as a ZIP: a page to open offline, its photos and memorial.json", ["application/zip"]) },
      preHandler: app.requireUser,
      config: fewAnHour,
    },
    async (request, reply) => {
      const post = await findPostToCopy(app, request.params.blog_id, currentUser(request));
      const archive = await exportFamilyCopy(app, post, request.locale);
      return reply
        .type("application/zip")
        .header("Content-Disposition", `attachment; filename="${familyCopyFileName(post)}"`)
        .header("Cache-Control", "no-store")
        .send(archive);
    },
  );
}
