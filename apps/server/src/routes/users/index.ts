import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LIMITS } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { updateProfileAnswerSchema, updateProfileImgAnswerSchema, userProfileSchema } from "@kma/core/users/user-answer-shapes";
import { checkUpdateProfile, updateProfileSchema } from "@kma/core/users/user-schemas";
import { fileAnswer, jsonAnswer } from "../../lib/answer-contract";
import { renderAvatarSvg } from "../../lib/avatar";
import { assertValid, notFound } from "../../lib/http-errors";
import { currentUser } from "../../plugins/auth";
import { invalidates } from "../../plugins/public-cache";
import { presentUser } from "../../presenters/user-presenter";
import { findUserByUsername } from "../../services/find-user";
import { updateProfile } from "../../services/update-profile";
import { updateProfileImg } from "../../services/update-profile-img";

const getProfileSchema = z.object({ username: z.string().trim().min(1).max(100) });
const updateProfileImgSchema = z.object({ url: z.string().trim().min(1).max(LIMITS.urlMax) });

/** Profiles (docs/spec.md "Profile"), their editing (docs/spec.md "Settings") and the generated default profile picture. */
export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/get-profile",
    {
      schema: { body: getProfileSchema, response: jsonAnswer(userProfileSchema) },
      preHandler: app.optionalUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      const user = await findUserByUsername(app.db, request.body.username);
      if (!user) throw notFound(MESSAGES.userNotFound);
      const counted = { ...user, totalReads: user.totalReads + app.postReads.authorPending(user.id) };
      return presentUser(counted, { isOwner: request.user?.id === user.id });
    },
  );

  r.post(
    "/update-profile",
    {
      schema: { body: updateProfileSchema, response: jsonAnswer(updateProfileAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.everything },
    },
    async (request) => {
      assertValid(checkUpdateProfile(request.body));
      return updateProfile(app.db, currentUser(request), request.body);
    },
  );

  r.post(
    "/update-profile-img",
    {
      schema: { body: updateProfileImgSchema, response: jsonAnswer(updateProfileImgAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.everything },
    },
    async (request) => updateProfileImg(app, currentUser(request), request.body.url),
  );

  // Drawn from the name in the path alone, so a stored URL keeps working whatever happens to the account.
  r.get(
    "/avatar/:file",
    {
      schema: {
        params: z.object({ file: z.string().max(120) }),
        response: fileAnswer("The picture: initials on a colour drawn from the name", ["image/svg+xml"]),
      },
    },
    async (request, reply) => {
      const name = /^(.+)\.svg$/i.exec(request.params.file)?.[1];
      if (!name) throw notFound(MESSAGES.notFound);
      return reply.type("image/svg+xml; charset=utf-8").header("Cache-Control", "public, max-age=86400").send(renderAvatarSvg(name));
    },
  );
}
