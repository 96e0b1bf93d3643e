import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { MESSAGES } from "@kma/core/messages";
import { emailVerifiedAnswerSchema, verificationSentAnswerSchema } from "@kma/core/users/user-answer-shapes";
import { verifyEmailSchema } from "@kma/core/users/user-schemas";
import { jsonAnswer } from "../../lib/answer-contract";
import { HttpError } from "../../lib/http-errors";
import { perCaller, routeRateLimit } from "../../lib/route-rate-limit";
import { currentUser } from "../../plugins/auth";
import { invalidates } from "../../plugins/public-cache";
import { isEmailProven, sendVerificationMail, verifyEmail } from "../../services/verify-email";

/** Each resend mails the account's own address: a few an hour is plenty for a lost or slow mail, too few to flood an inbox. */
export const VERIFICATION_RESENDS_PER_HOUR = 5;

/** Proving an account's e-mail address: the mailed link, and sending it again (docs/api.md; decision 034). */
export async function verifyEmailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The username lets the page end the notice only when this browser is signed in to that account.
  r.post(
    "/verify-email",
    { schema: { body: verifyEmailSchema, response: jsonAnswer(emailVerifiedAnswerSchema) }, config: { invalidates: invalidates.nothingPublic } },
    async (request) => {
      const { username } = await verifyEmail(app, request.body.token);
      return { email_verified: true as const, username };
    },
  );

  r.post(
    "/resend-verification-email",
    {
      schema: { response: jsonAnswer(verificationSentAnswerSchema) },
      preHandler: app.requireUser,
      config: {
        invalidates: invalidates.nothingPublic,
        ...routeRateLimit(
          app,
          perCaller({ max: VERIFICATION_RESENDS_PER_HOUR, timeWindow: "1 hour", errorResponseBuilder: () => new HttpError(429, MESSAGES.emailVerifyLimit) }),
        ),
      },
    },
    async (request) => {
      const user = currentUser(request);
      // Already proven (on another device, say): nothing to send, and the app can drop its notice.
      if (isEmailProven(user)) return { email_verified: true, sent: false };
      await sendVerificationMail(app, user, request.locale);
      return { email_verified: false, sent: true };
    },
  );
}
