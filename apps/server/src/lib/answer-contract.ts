import type { FastifyReply, FastifySerializerCompiler } from "fastify";
import { z } from "zod";
import { errorAnswerSchema } from "@kma/core/answer-shapes";

/**
 * Every answer has a schema (decision 040). A JSON route declares its success answer with
 * `schema: { response: jsonAnswer(<shape from packages/core>) }`; a route that answers a file or a
 * page says so with `fileAnswer(...)`, the content types it sends. Both add the one error shape
 * `{ error }` for 4xx and 5xx. /api/openapi.json is generated from these declarations.
 */

/** `{ error }`, whatever went wrong (docs/api.md "Conventions"). */
export const ERROR_ANSWERS = { "4xx": errorAnswerSchema, "5xx": errorAnswerSchema } as const;

/** A JSON route's answers: `schema` on success (200), `{ error }` otherwise. */
export const jsonAnswer = <Answer extends z.ZodType>(answer: Answer) => ({ 200: answer, ...ERROR_ANSWERS }) as const;

/**
 * Bytes of a file, as the API document names them. Typed as what a route hands Fastify for them
 * (zod has no type for a Buffer or a stream, and none is ever parsed: a file is not serialized).
 */
const FILE = z.string().meta({ format: "binary" }) as unknown as z.ZodType<string | Uint8Array | NodeJS.ReadableStream>;

/**
 * A route that answers a file or a page (an image, a PDF, a calendar, a ZIP, HTML): not JSON, so
 * nothing is checked on success, but the content types are declared where a test and the API
 * document can read them. Errors are JSON `{ error }` as everywhere.
 */
export const fileAnswer = (description: string, contentTypes: readonly [string, ...string[]]) =>
  ({
    200: { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema: FILE }])) },
    ...ERROR_ANSWERS,
  }) as const;

/** 304 Not Modified (the client's copy, by its ETag, is current): no body, so no declared answer types it. */
export const notModified = (reply: FastifyReply) => reply.status(304).send();

/** The media types a route declared with fileAnswer for `status`, or null for a JSON answer. */
export function fileContentTypes(response: Record<string, unknown> | undefined, status: string): string[] | null {
  const declared = response?.[status];
  if (typeof declared !== "object" || declared === null || !("content" in declared)) return null;
  return Object.keys((declared as { content: Record<string, unknown> }).content);
}

/** Whether answers are checked against their schema: when the server runs under tests (Vitest sets NODE_ENV=test). */
export const answersAreChecked = () => process.env.NODE_ENV === "test";

/** The failure of one answer to keep its route's contract: a mistake in a presenter or in its schema. */
export class AnswerContractError extends Error {
  constructor(route: string, status: number | string, error: z.ZodError) {
    super(`${route} answered ${status} outside its response schema (packages/core *-answer-shapes.ts):\n${z.prettifyError(error)}`);
    this.name = "AnswerContractError";
  }
}

/**
 * Checks an answer as the client reads it (JSON text, parsed) against its route's schema, and
 * throws AnswerContractError when it does not keep it. Logged with console.error too: the route
 * then answers 500, and the test that made the call fails naming the route and the field
 * (src/test/setup.ts fails any test that logs an error), whatever that test looked at.
 */
export function checkAnswer(schema: z.ZodType, json: string, route: string, status: number | string): void {
  const result = schema.safeParse(JSON.parse(json));
  if (result.success) return;
  const error = new AnswerContractError(route, status, result.error);
  console.error(error.message);
  throw error;
}

const stringify = (data: unknown) => JSON.stringify(data);
const asIs = (data: unknown) => (typeof data === "string" ? data : JSON.stringify(data));

/**
 * The serializer of every route with a response schema. A string never reaches it (Fastify sends a
 * string as it is: the cache of public reads hands over JSON text, decision 015). In production an
 * object is only JSON.stringify'd: no schema runs on the hot path. With `check` (under tests) the
 * text is parsed back and checked against the route's zod schema, so every API test also proves
 * its presenters keep their contract; the text sent is the same either way.
 */
export function answerSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus, contentType }) => {
    // A declared file's bytes are sent as they are; this is only ever handed JSON by mistake.
    if (contentType !== undefined && !/json/i.test(contentType)) return asIs;
    if (!check || !(schema instanceof z.ZodType)) return stringify;
    const route = `${method} ${url}`;
    return (data) => {
      const json = JSON.stringify(data);
      checkAnswer(schema, json, route, httpStatus ?? "?");
      return json;
    };
  };
}

/** The zod schema a route declared for `status` (exact, then "4xx"), or null. */
export function answerSchemaFor(response: Record<string, unknown> | undefined, status: number): z.ZodType | null {
  const declared = response?.[String(status)] ?? response?.[`${String(status)[0]}xx`];
  return declared instanceof z.ZodType ? declared : null;
}
