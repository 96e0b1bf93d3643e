import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGES } from "@kma/core/messages";
import { renderAvatarSvg } from "../../lib/avatar";
import { notFound } from "../../lib/http-errors";
import { presentUser } from "../../presenters/user-presenter";
import { findUserByUsername } from "../../services/find-user";

const getProfileSchema = z.object({ username: z.string().trim().min(1).max(100) });

/** Profiles (SPEC.md "Profile") and the generated default profile picture. */
export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post("/get-profile", { schema: { body: getProfileSchema }, preHandler: app.optionalUser }, async (request) => {
    const user = await findUserByUsername(app.db, request.body.username);
    if (!user) throw notFound(MESSAGES.userNotFound);
    return presentUser(user, { isOwner: request.user?.id === user.id });
  });

  // Drawn from the name in the path alone, so a stored URL keeps working whatever happens to the account.
  r.get("/avatar/:file", { schema: { params: z.object({ file: z.string().max(120) }) } }, async (request, reply) => {
    const name = /^(.+)\.svg$/i.exec(request.params.file)?.[1];
    if (!name) throw notFound(MESSAGES.notFound);
    return reply
      .type("image/svg+xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=86400")
      .send(renderAvatarSvg(name));
  });
}
