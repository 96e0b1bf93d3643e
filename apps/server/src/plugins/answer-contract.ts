import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { answerSchemaFor, checkAnswer } from "../lib/answer-contract";
import { sendPublicRead } from "./public-cache";

/**
 * Under tests, JSON sent as text is checked against its route's schema too (decision 040): the
 * cache of public reads hands Fastify JSON text, which no serializer sees (get-post's anonymous
 * page, the lists, the wall, tributes and album). The text is parsed back and checked, as the
 * serializer checks objects (lib/answer-contract.ts); nothing of this runs in production.
 */
export const answerContractPlugin = fp(async (app: FastifyInstance, { check }: { check: boolean }) => {
  if (!check) return;
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" || !/json/i.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const schema = answerSchemaFor(request.routeOptions.schema?.response as Record<string, unknown> | undefined, reply.statusCode);
    if (schema) checkAnswer(schema, payload, `${request.method} ${request.routeOptions.url ?? request.url}`, reply.statusCode);
    return payload;
  });
});

/**
 * sendPublicRead for a route that declares its answer: the text it returns is the JSON of `body`,
 * sent as it is, so it is typed as the answer it holds and the route's schema types `body`
 * (a presenter that drifts from its shape does not compile). Under tests the text is checked.
 */
export function sendPublicAnswer<Answer>(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<{ body: Answer; deps: readonly string[] }>,
  options?: Parameters<typeof sendPublicRead>[3],
): Promise<Answer> {
  return sendPublicRead(request, reply, compute, options) as Promise<unknown> as Promise<Answer>;
}
