import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deleteAccountSchema } from "@kma/core/users/account-schemas";
import { currentUser } from "../../plugins/auth";
import { confirmAccountOwner, deleteAccount } from "../../services/delete-account";
import { exportAccountData } from "../../services/export-account-data";

const zipFileName = (username: string) => `keep-memories-alive-${username.replace(/[^A-Za-z0-9_-]/g, "") || "data"}.zip`;

/** A person's own data (issue 11): download it all, or delete the account. Only ever the caller's own. */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/download-my-data",
    { preHandler: app.requireUser },
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

  r.post("/delete-account", { schema: { body: deleteAccountSchema }, preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    await confirmAccountOwner(app, user, request.sessionId ?? "", request.body.password, request.locale);
    await deleteAccount(app, user, request.body.messages);
    return { deleted: true };
  });
}
