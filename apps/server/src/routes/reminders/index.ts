import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { doneAnswerSchema } from "@kma/core/answer-shapes";
import { followAnswerSchema, followStatusAnswerSchema, reminderMemorialAnswerSchema, unfollowAnswerSchema } from "@kma/core/reminders/reminder-answer-shapes";
import { followMemorialSchema, followStatusSchema, reminderTokenSchema } from "@kma/core/reminders/reminder-schemas";
import { REMINDER_MESSAGES } from "@kma/core/reminders/reminder-messages";
import { checkForgotPassword } from "@kma/core/users/user-rules";
import { jsonAnswer } from "../../lib/answer-contract";
import { assertValid, badRequest } from "../../lib/http-errors";
import { perCaller, routeRateLimit } from "../../lib/route-rate-limit";
import { currentUser } from "../../plugins/auth";
import { invalidates } from "../../plugins/public-cache";
import { presentReminderMemorial } from "../../presenters/reminder-presenter";
import { followAsUser, followByEmail, isFollowing, unfollowAsUser } from "../../services/reminders/follow-memorial";
import { confirmFollow, memorialOfUnsubscribeToken, unsubscribeByToken } from "../../services/reminders/reminder-tokens";

/** Remembrance reminders (docs/api.md "Remembrance reminders"; decision 028). */
export async function remindersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each signed-out call mails a stranger's address: 10 an hour from one address (or account) is plenty for a family.
  const followsPerClient = routeRateLimit(app, perCaller({ max: 10, timeWindow: "1 hour" }));

  r.post(
    "/follow-memorial",
    {
      schema: { body: followMemorialSchema, response: jsonAnswer(followAnswerSchema) },
      preHandler: app.optionalUser,
      config: { invalidates: invalidates.nothingPublic, ...followsPerClient },
    },
    async (request) => {
      if (request.user) {
        // An account whose address is unproven gets the confirmation mail a signed-out visitor gets (decision 034).
        const following = await followAsUser(app, request.user, request.body.post_id, request.locale);
        return { following, confirmation_sent: !following };
      }
      const email = request.body.email ?? "";
      if (email === "") throw badRequest(REMINDER_MESSAGES.emailNeeded);
      assertValid(checkForgotPassword({ email }));
      await followByEmail(app, request.body.post_id, email, request.locale);
      return { following: false, confirmation_sent: true };
    },
  );

  r.post(
    "/follow-status",
    {
      schema: { body: followStatusSchema, response: jsonAnswer(followStatusAnswerSchema) },
      preHandler: app.optionalUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      return { following: request.user ? await isFollowing(app, request.user, request.body.post_id) : false };
    },
  );

  r.post(
    "/unfollow-memorial",
    {
      schema: { body: followStatusSchema, response: jsonAnswer(unfollowAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      await unfollowAsUser(app, currentUser(request), request.body.post_id);
      return { following: false as const };
    },
  );

  r.post(
    "/confirm-follow",
    { schema: { body: reminderTokenSchema, response: jsonAnswer(reminderMemorialAnswerSchema) }, config: { invalidates: invalidates.nothingPublic } },
    async (request) => {
      return { post: presentReminderMemorial(await confirmFollow(app, request.body.token)) };
    },
  );

  // The unsubscribe page names the memorial before the visitor stops anything.
  r.post(
    "/unsubscribe-preview",
    { schema: { body: reminderTokenSchema, response: jsonAnswer(reminderMemorialAnswerSchema) }, config: { invalidates: invalidates.nothingPublic } },
    async (request) => {
      return { post: presentReminderMemorial(await memorialOfUnsubscribeToken(app, request.body.token)) };
    },
  );

  r.post(
    "/unsubscribe",
    { schema: { body: reminderTokenSchema, response: jsonAnswer(reminderMemorialAnswerSchema) }, config: { invalidates: invalidates.nothingPublic } },
    async (request) => {
      return { post: presentReminderMemorial(await unsubscribeByToken(app, request.body.token)) };
    },
  );

  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` as a form, without
  // cookies or a sign-in, to the address in the List-Unsubscribe header.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  r.post(
    "/unsubscribe/one-click/:token",
    {
      schema: {
        params: z.object({ token: z.string().trim().min(1).max(200) }),
        body: z
          .object({ "List-Unsubscribe": z.string().max(100).optional() })
          .passthrough()
          .optional(),
        response: jsonAnswer(doneAnswerSchema),
      },
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      await unsubscribeByToken(app, request.params.token);
      return { status: "done" as const };
    },
  );
}
