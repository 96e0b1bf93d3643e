import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  inviteKeeperSchema,
  keeperInvitationSchema,
  keptPostsSchema,
  postKeepersSchema,
  removeKeeperSchema,
  revokeKeeperInvitationSchema,
} from "@kma/core/keepers/keeper-schemas";
import { doneAnswerSchema } from "@kma/core/answer-shapes";
import {
  acceptKeeperInvitationAnswerSchema,
  inviteKeeperAnswerSchema,
  keeperInvitationAnswerSchema,
  keeperStatusAnswerSchema,
  keptPostsAnswerSchema,
  postKeepersAnswerSchema,
} from "@kma/core/keepers/keeper-answer-shapes";
import { MESSAGES } from "@kma/core/messages";
import { checkForgotPassword } from "@kma/core/users/user-rules";
import { jsonAnswer } from "../../lib/answer-contract";
import { assertValid, forbidden } from "../../lib/http-errors";
import { perCaller, routeRateLimit } from "../../lib/route-rate-limit";
import { currentUser } from "../../plugins/auth";
import { SCOPES, invalidates } from "../../plugins/public-cache";
import { canInviteKeepers, canSeeKeepers } from "../../policies/keeper-policy";
import { isPostAuthor, isPostKeeper } from "../../policies/post-policy";
import { presentKeeper, presentKeeperInvitation } from "../../presenters/keeper-presenter";
import { presentOwnPostCard, presentPostAuthor } from "../../presenters/post-presenter";
import { acceptKeeperInvitation } from "../../services/accept-keeper-invitation";
import { findOpenKeeperInvitation } from "../../services/find-keeper-invitation";
import { findViewablePost } from "../../services/find-viewable-post";
import { inviteKeeper } from "../../services/invite-keeper";
import { countKeptPosts, listKeptPosts } from "../../services/list-kept-posts";
import { findKeepersHead, listCoKeepers, listPendingInvitations } from "../../services/list-post-keepers";
import { removeKeeper } from "../../services/remove-keeper";
import { revokeKeeperInvitation } from "../../services/revoke-keeper-invitation";

/**
 * Who keeps a memorial changed. Nothing a visitor sees changes, but a signed-in reader's get-post
 * is the answer kept for visitors with the reader's own rights, worked out from the keepers kept
 * with it (routes/posts/public-post-page.ts): the memorial's kept answers must go. The handler
 * names the memorial (request.changedPublicScopes).
 */
const KEEPERS_CHANGED = invalidates.asTheHandlerSays;

/** Co-keepers of a memorial (docs/api.md "Co-keepers"; decision 025). */
export async function keepersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each invitation sends a mail: 20 an hour per account is plenty for a family.
  const invitesPerAccount = routeRateLimit(app, perCaller({ max: 20, timeWindow: "1 hour" }));

  r.post(
    "/invite-keeper",
    {
      schema: { body: inviteKeeperSchema, response: jsonAnswer(inviteKeeperAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic, ...invitesPerAccount },
    },
    async (request) => {
      assertValid(checkForgotPassword(request.body));
      const invitation = await inviteKeeper(app, currentUser(request), request.body.post_id, request.body.email, request.locale);
      return { invitation: presentKeeperInvitation(invitation) };
    },
  );

  r.post(
    "/post-keepers",
    {
      schema: { body: postKeepersSchema, response: jsonAnswer(postKeepersAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      const user = currentUser(request);
      const post = await findViewablePost(app.db, request.body.post_id, user);
      if (!canSeeKeepers(user, post)) throw forbidden(MESSAGES.forbidden);
      const [head, keepers, invitations] = await Promise.all([
        findKeepersHead(app.db, post.id),
        listCoKeepers(app.db, post.id),
        canInviteKeepers(user, post) ? listPendingInvitations(app.db, post.id) : [],
      ]);
      return {
        post: { blog_id: head.blogId, firstname: head.firstname, lastname: head.lastname },
        author: presentPostAuthor(head.author),
        keepers: keepers.map(presentKeeper),
        invitations: invitations.map((row) => presentKeeperInvitation(row)),
        viewer: { is_author: isPostAuthor(user, post), is_keeper: true },
      };
    },
  );

  r.post(
    "/keeper-status",
    {
      schema: { body: postKeepersSchema, response: jsonAnswer(keeperStatusAnswerSchema) },
      preHandler: app.optionalUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      const post = await findViewablePost(app.db, request.body.post_id, request.user ?? null);
      return { is_author: isPostAuthor(request.user ?? null, post), is_keeper: isPostKeeper(request.user ?? null, post) };
    },
  );

  r.post(
    "/revoke-keeper-invitation",
    {
      schema: { body: revokeKeeperInvitationSchema, response: jsonAnswer(doneAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      await revokeKeeperInvitation(app, currentUser(request), request.body._id);
      return { status: "done" as const };
    },
  );

  r.post(
    "/remove-keeper",
    { schema: { body: removeKeeperSchema, response: jsonAnswer(doneAnswerSchema) }, preHandler: app.requireUser, config: { invalidates: KEEPERS_CHANGED } },
    async (request) => {
      const { postId } = await removeKeeper(app, currentUser(request), request.body.post_id, request.body.user_id);
      request.changedPublicScopes = [SCOPES.post(postId)];
      return { status: "done" as const };
    },
  );

  r.post(
    "/keeper-invitation",
    { schema: { body: keeperInvitationSchema, response: jsonAnswer(keeperInvitationAnswerSchema) }, config: { invalidates: invalidates.nothingPublic } },
    async (request) => {
      const { post, inviter, expiresAt } = await findOpenKeeperInvitation(app.db, request.body.token);
      return {
        invitation: {
          post: {
            blog_id: post.blogId,
            firstname: post.firstname,
            lastname: post.lastname,
            tamilfirstname: post.tamilfirstname,
            tamillastname: post.tamillastname,
            profilebanner: post.profilebanner,
          },
          invited_by: { username: inviter.username, fullname: inviter.fullname },
          expiresAt: expiresAt.toISOString(),
        },
      };
    },
  );

  r.post(
    "/accept-keeper-invitation",
    {
      schema: { body: keeperInvitationSchema, response: jsonAnswer(acceptKeeperInvitationAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: KEEPERS_CHANGED },
    },
    async (request) => {
      const { blogId, postId } = await acceptKeeperInvitation(app, currentUser(request), request.body.token);
      request.changedPublicScopes = [SCOPES.post(postId)];
      return { blog_id: blogId };
    },
  );

  r.post(
    "/kept-posts",
    {
      schema: { body: keptPostsSchema, response: jsonAnswer(keptPostsAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      const user = currentUser(request);
      const [rows, totalDocs] = await Promise.all([listKeptPosts(app.db, user.id, request.body.page), countKeptPosts(app.db, user.id)]);
      return { blogs: rows.map((row) => presentOwnPostCard(row.post, row.author)), totalDocs };
    },
  );
}
