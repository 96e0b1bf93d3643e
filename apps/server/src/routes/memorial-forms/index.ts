import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { commentsObjSchema, checkTribute, tributesObjSchema } from "@kma/core/engagement/engagement-schemas";
import {
  emptyPageFormValues,
  isPageFormName,
  PAGE_FORM_FIELDS,
  PAGE_FORM_MAX_LENGTHS,
  PAGE_FORMS,
  POSTED_COOKIE,
  POSTED_COOKIE_SECONDS,
  postedCookieValue,
  type PageFormName,
  type PageFormValues,
} from "@kma/core/engagement/page-forms";
import { MESSAGES } from "@kma/core/messages";
import { fileAnswer } from "../../lib/answer-contract";
import { isDatabaseUnavailable } from "../../lib/db-errors";
import { assertValid, badRequest, forbidden, HttpError } from "../../lib/http-errors";
import { routeRateLimit } from "../../lib/route-rate-limit";
import { POSTING_LIMIT } from "../../policies/engagement-policy";
import { SCOPES, invalidates, scopesTheHandlerNamed } from "../../plugins/public-cache";
import { packPage, sendPage } from "../../plugins/web";
import { addComment } from "../../services/add-comment";
import { addTribute } from "../../services/add-tribute";
import { findViewablePost } from "../../services/find-viewable-post";
import { toAddCommentInput } from "../comments/comment-request-schemas";

/** What a form posts: `form` names it, the fields are PageFormValues (packages/core page-forms.ts). */
type PostedForm = { name: PageFormName; values: PageFormValues };

function readForm(body: unknown): PostedForm | null {
  if (typeof body !== "object" || body === null) return null;
  const fields = body as Record<string, unknown>;
  if (!isPageFormName(fields.form)) return null;
  const values = emptyPageFormValues();
  // Given back on the page as typed, but never longer than the field lets anyone type.
  for (const field of PAGE_FORM_FIELDS) if (typeof fields[field] === "string") values[field] = fields[field].slice(0, PAGE_FORM_MAX_LENGTHS[field]);
  return { name: fields.form, values };
}

/**
 * A form posted from a page of another site. The post needs no credentials (a visitor's post,
 * as anyone may make), so what this refuses is another site making its readers' browsers post
 * for it, each from their own address (decision 037). Browsers say where a request comes from in
 * Sec-Fetch-Site; older ones only in Origin, which the site's no-referrer policy makes `null`
 * on a form post, and which then tells nothing.
 */
function postedFromElsewhere(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "cross-site" || site === "same-site";
  const origin = request.headers.origin;
  if (!origin || origin === "null") return false;
  try {
    return origin !== new URL(request.server.config.publicUrl).origin && new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/** The memorial's address as the visitor used it (its blog_id), for the answer's Location and cookie. */
const pagePath = (request: FastifyRequest<{ Params: { post_id: string } }>) => `/post/${encodeURIComponent(request.params.post_id)}`;

/**
 * The memorial page's forms as plain HTML (decision 037): the memory wall's message and the
 * tribute, posted to the page's own address without the app. The same rules, messages, limits
 * and services as POST /api/add-comment and /api/add-tribute; the poster is always a visitor
 * (a session lives in the browser's storage, which a form does not send). A post that goes
 * through is answered 303 to the page's section, whose notice a short-lived cookie asks for; one
 * that does not gets the page again with the message beside the form and what was typed in it.
 */
export async function memorialFormsRoutes(app: FastifyInstance) {
  // Plain form posts are read here only: the JSON API takes JSON alone, so no page of another
  // site can post a plain form to it.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post<{ Params: { post_id: string } }>(
    "/post/:post_id",
    {
      // An HTML page's form, not a call of the JSON API that /api/openapi.json describes (docs/api.md has it).
      schema: {
        hide: true,
        response: fileAnswer("Posted: 303 to the memorial page's section. Not posted: the page again, the message beside the form", ["text/html"]),
      },
      // Before the limit counts it: another site's post is no visitor's.
      preValidation: async (request) => {
        if (postedFromElsewhere(request)) throw forbidden(MESSAGES.forbidden);
      },
      // What /api/add-comment and /api/add-tribute change, softly, in the memorial the handler names.
      config: { invalidates: invalidates.soft(scopesTheHandlerNamed), ...routeRateLimit(app, POSTING_LIMIT) },
      errorHandler: answerWithPage,
    },
    async (request, reply) => {
      const form = readForm(request.body);
      if (!form) throw badRequest("form must be memorial or tribute");
      const post = await findViewablePost(app.db, request.params.post_id, null);
      const { text, firstName, lastName, email, mobileNumber, currentPlace } = form.values;
      let status: string;
      if (form.name === "memorial") {
        const commentsObj = commentsObjSchema.safeParse({
          comment: text,
          commenterFirstName: firstName,
          commenterLastName: lastName,
          email,
          mobileNumber,
          currentPlace,
        });
        if (!commentsObj.success) throw badRequest(MESSAGES.bodyTooLarge);
        ({ status } = await addComment(app.db, null, toAddCommentInput(null, { _id: post.id, commentsObj: commentsObj.data })));
      } else {
        const tributesObj = tributesObjSchema.safeParse({
          tribute: text,
          tributerFirstName: firstName,
          tributerLastName: lastName,
          email,
          mobileNumber,
          currentPlace,
        });
        if (!tributesObj.success) throw badRequest(MESSAGES.bodyTooLarge);
        assertValid(checkTribute(tributesObj.data, { signedIn: false }));
        ({ status } = await addTribute(app.db, null, post.id, tributesObj.data));
      }
      request.changedPublicScopes = [SCOPES.lists, SCOPES.post(post.id)];
      const path = pagePath(request);
      const posted = postedCookieValue(form.name, status === "held" ? "held" : "public");
      reply.header("Set-Cookie", `${POSTED_COOKIE}=${posted}; Path=${path}; Max-Age=${POSTED_COOKIE_SECONDS}; SameSite=Lax; HttpOnly`);
      return reply.redirect(`${path}#${PAGE_FORMS[form.name].section}`, 303);
    },
  );

  /**
   * A post that did not go through: the memorial page again, rendered for this visitor with the
   * message beside the form (its panel open: the form's address ends in the panel's #id) and
   * what they typed still in it. The status says what went wrong, as the JSON API's would.
   */
  async function answerWithPage(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const { status, message } = problemOf(error, request);
    const form = readForm(request.body);
    if (!form || !app.hasDecorator("renderPage")) return reply.status(status).send({ error: message });
    const page = await app.renderPage(request.url, {
      log: request.log,
      locale: request.locale,
      form: { form: form.name, problem: message, values: form.values },
    });
    // A memorial that is not there (or not public) answers as its page does: 404.
    return sendPage(request, reply, await packPage({ ...page, status: page.status >= 400 ? page.status : status }), { personal: true });
  }
}

function problemOf(error: FastifyError, request: FastifyRequest): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, message: MESSAGES.tooManyRequests };
  if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return { status: 413, message: MESSAGES.bodyTooLarge };
  if (status >= 400 && status < 500) return { status, message: MESSAGES.somethingWentWrong };
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unavailable");
    return { status: 503, message: MESSAGES.serviceUnavailable };
  }
  request.log.error({ err: error }, "unhandled error");
  return { status: 500, message: MESSAGES.somethingWentWrong };
}
