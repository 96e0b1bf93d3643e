import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deleteAccountSchema } from "@kma/core/users/account-schemas";
import { accountDeletedAnswerSchema } from "@kma/core/users/user-answer-shapes";
import { fileAnswer, jsonAnswer } from "../../lib/answer-contract";
import { perCaller, routeRateLimit } from "../../lib/route-rate-limit";
import { currentUser } from "../../plugins/auth";
import { invalidates } from "../../plugins/public-cache";
import { confirmAccountOwner, deleteAccount } from "../../services/delete-account";
import { exportAccountData } from "../../services/export-account-data";

const zipFileName = (username: string) => `keep-memories-alive-${username.replace(/[^A-Za-z0-9_-]/g, "") || "data"}.zip`;

/** A person's own data: download it all, or delete the account. Only ever the caller's own. */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A download reads every photo the account has; a deletion checks a password. Neither is
  // something a person does often: this keeps both from being a load or a password oracle.
  const fewAnHour = routeRateLimit(app, perCaller({ max: 10, timeWindow: "1 hour" }));

  r.get(
    "/download-my-data",
    {
      schema: { response: fileAnswer("Everything the account wrote, as JSON files, with its photos", ["application/zip"]) },
      preHandler: app.requireUser,
      config: fewAnHour,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const archive = await exportAccountData(app, user);
      return reply
        .type("application/zip")
        .header("Content-Disposition", `attachment; filename="${zipFileName(user.username)}"`)
        .header("Cache-Control", "no-store")
        .send(archive);
    },
  );

  r.post(
    "/delete-account",
    {
      schema: { body: deleteAccountSchema, response: jsonAnswer(accountDeletedAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.everything, ...fewAnHour },
    },
    async (request) => {
      const user = currentUser(request);
      await confirmAccountOwner(app, user, request.sessionId ?? "", request.body.password, request.locale);
      await deleteAccount(app, user, request.body.messages);
      return { deleted: true as const };
    },
  );
}
