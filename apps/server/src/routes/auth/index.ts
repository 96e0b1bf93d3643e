import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { MESSAGES } from "@kma/core/messages";
import {
  messageAnswerSchema,
  passwordChangedAnswerSchema,
  sessionAnswerSchema,
  signedOutAnswerSchema,
  signedOutEverywhereAnswerSchema,
} from "@kma/core/users/user-answer-shapes";
import {
  changePasswordSchema,
  checkChangePassword,
  checkForgotPassword,
  checkResetPassword,
  checkSignin,
  checkSignup,
  forgotPasswordSchema,
  googleAuthSchema,
  resetPasswordSchema,
  signinSchema,
  signupSchema,
} from "@kma/core/users/user-schemas";
import type { User } from "../../db/schema";
import { currentUser } from "../../plugins/auth";
import { SCOPES, invalidates } from "../../plugins/public-cache";
import { jsonAnswer } from "../../lib/answer-contract";
import { verifyGoogleIdToken } from "../../lib/google-id-token";
import { HttpError, assertValid, badRequest } from "../../lib/http-errors";
import { routeRateLimit } from "../../lib/route-rate-limit";
import { presentSession } from "../../presenters/session-presenter";
import { changePassword } from "../../services/change-password";
import { endEverySession, endSession } from "../../services/end-sessions";
import { createAccount } from "../../services/create-account";
import { requestPasswordReset } from "../../services/request-password-reset";
import { resetPassword } from "../../services/reset-password";
import { signInWithGoogle } from "../../services/sign-in-with-google";
import { signInWithPassword } from "../../services/sign-in-with-password";
import { hasUnseenNotifications } from "../../services/unseen-notifications";

/** Sign-up, sign-in (password and Google), password reset and change (docs/spec.md section 7). */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const session = async ({ user, token }: { user: User; token: string }) => presentSession(user, token, await hasUnseenNotifications(app.db, user.id));
  const perAddress = routeRateLimit(app, { max: 20, timeWindow: "1 minute" });
  const perEmail = routeRateLimit(app, {
    max: 5,
    timeWindow: "1 hour",
    hook: "preHandler", // after body parsing, so the key can be the e-mail
    keyGenerator: (request: FastifyRequest) =>
      `forgot:${String((request.body as { email?: unknown } | undefined)?.email ?? request.ip)
        .trim()
        .toLowerCase()}`,
  });
  // The e-mail is the caller's to choose: one address may also ask for at most 20 reset mails an
  // hour, whatever addresses it names, so the site cannot be used to mail many people.
  // (A second limiter of the plugin on one route would be skipped once the first ran: this one
  // only counts, and answers like the others.)
  const resetMailsFromAddress = app.createRateLimit({ max: 20, timeWindow: "1 hour", keyGenerator: (request) => `forgotpassword-from:${request.ip}` });
  const resetMailsPerAddress = app.config.rateLimit
    ? {
        onRequest: async (request: FastifyRequest) => {
          const counted = await resetMailsFromAddress(request);
          if (!counted.isAllowed && counted.isExceeded) throw new HttpError(429, MESSAGES.tooManyRequests);
        },
      }
    : {};

  // Answers carry access tokens: no cache may keep them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  // A new account can be found by search-users and has a profile.
  r.post(
    "/signup",
    { schema: { body: signupSchema, response: jsonAnswer(sessionAnswerSchema) }, config: { invalidates: invalidates.scopes(SCOPES.people), ...perAddress } },
    async (request) => {
      assertValid(checkSignup(request.body));
      return session(await createAccount(app, request.body, request.locale));
    },
  );

  r.post(
    "/signin",
    { schema: { body: signinSchema, response: jsonAnswer(sessionAnswerSchema) }, config: { invalidates: invalidates.nothingPublic, ...perAddress } },
    async (request) => {
      assertValid(checkSignin(request.body));
      return session(await signInWithPassword(app, request.body.email, request.body.password));
    },
  );

  // It may make an account, as signup does.
  r.post(
    "/google-auth",
    {
      schema: { body: googleAuthSchema, response: jsonAnswer(sessionAnswerSchema) },
      config: { invalidates: invalidates.scopes(SCOPES.people), ...perAddress },
    },
    async (request) => {
      const { clientId } = app.config.google;
      if (!clientId) throw badRequest(MESSAGES.googleNotConfigured);
      // A failed check is a 400, not a 401: the web app reads a 401 as "your session ended" and signs out.
      const identity = await verifyGoogleIdToken(request.body.access_token, { ...app.config.google, clientId }).catch((error: unknown) => {
        request.log.warn({ reason: (error as Error).message }, "Google ID token rejected");
        throw badRequest(MESSAGES.googleTrouble);
      });
      return session(await signInWithGoogle(app, identity));
    },
  );

  r.post(
    "/forgotpassword",
    {
      schema: { body: forgotPasswordSchema, response: jsonAnswer(messageAnswerSchema) },
      config: { invalidates: invalidates.nothingPublic, ...perEmail },
      ...resetMailsPerAddress,
    },
    async (request) => {
      assertValid(checkForgotPassword(request.body));
      await requestPasswordReset(app, request.body.email, request.locale);
      return { message: MESSAGES.resetMailSent };
    },
  );

  r.post(
    "/resetpassword",
    { schema: { body: resetPasswordSchema, response: jsonAnswer(messageAnswerSchema) }, config: { invalidates: invalidates.nothingPublic } },
    async (request) => {
      assertValid(checkResetPassword(request.body));
      await resetPassword(app, request.body.token, request.body.new_password);
      return { message: MESSAGES.passwordResetDone };
    },
  );

  r.post(
    "/change-password",
    {
      schema: { body: changePasswordSchema, response: jsonAnswer(passwordChangedAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      assertValid(checkChangePassword(request.body));
      await changePassword(app, currentUser(request), request.sessionId!, request.body);
      return { status: "password changed" as const };
    },
  );

  r.post(
    "/signout",
    { schema: { response: jsonAnswer(signedOutAnswerSchema) }, preHandler: app.requireUser, config: { invalidates: invalidates.nothingPublic } },
    async (request) => {
      await endSession(app.db, request.sessionId!);
      return { status: "signed out" as const };
    },
  );

  r.post(
    "/signout-everywhere",
    { schema: { response: jsonAnswer(signedOutEverywhereAnswerSchema) }, preHandler: app.requireUser, config: { invalidates: invalidates.nothingPublic } },
    async (request) => {
      return { status: "signed out" as const, sessions_ended: await endEverySession(app.db, currentUser(request).id) };
    },
  );
}
