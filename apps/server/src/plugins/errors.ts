import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { MESSAGES } from "@kma/core/messages";
import { isDatabaseUnavailable } from "../lib/db-errors";
import { HttpError } from "../lib/http-errors";

type Issue = { instancePath: string; keyword: string; message?: string; params?: Record<string, unknown> };

/** Turns a zod issue into a sentence a person can read: which field, and why. */
function describe(issue: Issue): string {
  const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
  const p = issue.params ?? {};
  switch (issue.keyword) {
    case "invalid_type": {
      // zod 4 leaves `input` out of issues unless asked; its message still says what it received.
      const received = "input" in p ? String(p.input) : (/received (\w+)/.exec(issue.message ?? "")?.[1] ?? "");
      const missing = received === "undefined" || (field === "body" && received === "null");
      const expected = String(p.expected);
      return missing ? `${field} is required` : `${field} must be ${/^[aeiou]/.test(expected) ? "an" : "a"} ${expected}`;
    }
    case "too_big":
      if (p.origin === "string") return `${field} is too long (at most ${String(p.maximum)} characters)`;
      if (p.origin === "array") return `${field} has too many items (at most ${String(p.maximum)})`;
      return `${field} must be at most ${String(p.maximum)}`;
    case "too_small":
      if (p.origin === "string") return `${field} is required`;
      if (p.origin === "array") return `${field} needs at least ${String(p.minimum)} item${p.minimum === 1 ? "" : "s"}`;
      return `${field} must be at least ${String(p.minimum)}`;
    case "invalid_value":
      return `${field} is not one of the allowed values`;
    default:
      return `${field} is invalid`;
  }
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a malformed percent-escape,
 * a path parameter past maxParamLength) otherwise bypass the error handler and answer
 * Fastify's `{ error, code, message, statusCode }` echoing the URL.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return reply.status(414).send({ error: MESSAGES.urlTooLong });
  if (error.code === "FST_ERR_BAD_URL") return reply.status(400).send({ error: MESSAGES.urlInvalid });
  reply.log.error({ err: error }, "framework error");
  return reply.status(500).send({ error: MESSAGES.internal });
}

/** docs/api.md error shape: `{ error }` with a readable sentence; a 500 says nothing internal. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ error: error.message });
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: describe(error.validation[0] as Issue) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return reply.status(413).send({ error: MESSAGES.bodyTooLarge });
    if (status === 429) return reply.status(429).send({ error: MESSAGES.tooManyRequests });
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return reply.status(415).send({ error: "Unsupported content type" });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, empty body): their message is safe and useful.
      const message =
        error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? "Request body is empty"
          : error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
            ? "Request body is not valid JSON"
            : error.message;
      return reply.status(status).send({ error: message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("retry-after", "5").send({ error: MESSAGES.serviceUnavailable });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ error: MESSAGES.internal });
  });
});
