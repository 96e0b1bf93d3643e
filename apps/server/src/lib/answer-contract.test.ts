import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { answerContractPlugin } from "../plugins/answer-contract";
import { AnswerContractError, answerSerializerCompiler, fileAnswer, jsonAnswer } from "./answer-contract";

const answer = z.strictObject({ count: z.number().int() });
const compile = (check: boolean, contentType?: string) =>
  answerSerializerCompiler({ check })({ schema: answer, method: "POST", url: "/api/count", httpStatus: "200", contentType });

// A broken answer is also told with console.error, which src/test/setup.ts turns into a failure.
afterEach(() => vi.mocked(console.error).mockClear());

describe("the answer serializer (decision 040)", () => {
  it("in production only stringifies: no schema runs, whatever the answer holds", () => {
    const parse = vi.spyOn(answer, "safeParse");
    expect(compile(false)({ count: 3 })).toBe('{"count":3}');
    expect(compile(false)({ count: "three", extra: true })).toBe('{"count":"three","extra":true}');
    expect(parse).not.toHaveBeenCalled();
  });

  it("under tests sends the same text for an answer that keeps its schema", () => {
    expect(compile(true)({ count: 3 })).toBe('{"count":3}');
  });

  it("under tests throws naming the route and the field for an answer that does not, an unknown key included", () => {
    expect(() => compile(true)({ count: "three" })).toThrow(AnswerContractError);
    expect(() => compile(true)({ count: 3, email: "a@b.c" })).toThrow(/POST \/api\/count answered 200 outside its response schema[\s\S]*email/);
    expect(console.error).toHaveBeenCalled();
  });

  it("checks the answer as the client reads it: a Date is its ISO text", () => {
    const stamped = answerSerializerCompiler({ check: true })({
      schema: z.strictObject({ at: z.iso.datetime() }),
      method: "GET",
      url: "/x",
      httpStatus: "200",
    });
    expect(stamped({ at: new Date("2026-11-27T10:00:00Z") })).toBe('{"at":"2026-11-27T10:00:00.000Z"}');
  });

  it("leaves a declared file's content as it is", () => {
    expect(compile(true, "image/jpeg")("bytes")).toBe("bytes");
  });
});

describe("answers sent as JSON text (the cache of public reads)", async () => {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(answerSerializerCompiler({ check: true }));
  // As plugins/errors.ts answers: `{ error }`.
  app.setErrorHandler((_error, _request, reply) => reply.status(500).send({ error: "Internal server error" }));
  await app.register(answerContractPlugin, { check: true });
  const text = (json: string) => async (_request: unknown, reply: { type: (t: string) => { send: (s: string) => unknown } }) =>
    reply.type("application/json; charset=utf-8").send(json);
  app.get("/kept", { schema: { response: jsonAnswer(answer) } }, text('{"count":3}'));
  app.get("/broken", { schema: { response: jsonAnswer(answer) } }, text('{"count":"three"}'));
  app.get("/file", { schema: { response: fileAnswer("A picture", ["image/svg+xml"]) } }, async (_request, reply) => reply.type("image/svg+xml").send("<svg/>"));
  await app.ready();

  it("pass through untouched when they keep the route's schema", async () => {
    const response = await app.inject({ method: "GET", url: "/kept" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"count":3}');
  });

  it("are checked under tests too: one that does not keep it fails as the serializer would", async () => {
    const response = await app.inject({ method: "GET", url: "/broken" });
    expect(response.statusCode).toBe(500);
    expect(vi.mocked(console.error).mock.calls.flat().join(" ")).toMatch(/GET \/broken answered 200 outside its response schema[\s\S]*count/);
  });

  it("a file is not JSON and is not checked", async () => {
    const response = await app.inject({ method: "GET", url: "/file" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("<svg/>");
  });
});
