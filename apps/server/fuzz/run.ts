import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, inArray, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { counterMismatches } from "../src/db/bulk-data";
import { comments, imageEntries, postKeepers, posts, sessions, tributes, users } from "../src/db/schema";
import { createServerDatabase } from "../src/db/server-database";
import { openDatabase } from "../src/db/client";
import { buildPost, buildUser } from "../src/test/factories";
import { forgedTokens, TEST_JWT_SECRET } from "../src/test/forged-tokens";
import { LIMITS } from "@kma/core/limits";

/**
 * `npm run fuzz [-- --requests N --seed S]`: at least 10,000 generated bad or hostile requests,
 * driven by the API's own schemas (its OpenAPI document):
 * wrong types, huge strings, deep JSON, unicode edge cases, other people's ids, expired and
 * forged tokens, broken JSON and media types, prototype-polluting keys. Proves: no 5xx, no
 * hang, every error a JSON { error } sentence, and nothing stored that should not be (another
 * person's data untouched, every counter equal to its rows, no NUL or over-long text stored).
 * Prints the figures; exits 1 on any broken promise. Runs on in-memory PGlite, or on a fresh
 * database of the PostgreSQL server in FUZZ_DATABASE_URL / TEST_DATABASE_URL.
 */

const { values: args } = parseArgs({ options: { requests: { type: "string" }, seed: { type: "string" } } });
const TOTAL = Number(args.requests ?? 10_000);
let seed = Number(args.seed ?? 20261123);
/** A small seeded generator (mulberry32), so a failing run can be repeated with --seed. */
const random = () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};
type Route = { method: string; url: string; body?: Schema; query?: Schema; params: string[] };

const UNICODE = [
  "\ud800", // a lone surrogate
  "\udfff\ud800",
  "\ufeffBOM at the start",
  "\u202eevil right-to-left override",
  "zero\u200bwidth\u200d\u2060joiners",
  "e\u0301\u0301\u0301".repeat(500), // combining marks piled up
  "👨‍👩‍👧‍👦🕯️🙏🏽",
  "அம்மா நினைவு ௧௨௩",
  "ＦＵＬＬＷＩＤＴＨ １２３",
  "\u0000nul",
  "\uffff\ufffe",
  "line\r\nbreak\u2028\u2029",
  "<script>alert(1)</script>",
  "${jndi:ldap://x}",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "'; drop table users; --",
  "\\u0000 escaped",
];
const WRONG = [0, -1, 1.5, 1e308, -0, true, false, null, {}, [], [null], { $gt: "" }, "", " ", "NaN", "undefined", "[object Object]"];
const huge = () => pick(["a", "ந", "😀", "<"]).repeat(pick([1_001, 10_001, 100_001, 600_000]));
/**
 * Text built to make a backtracking pattern take quadratic time or worse (digits and separators
 * a phone-number or e-mail check might scan, long unbroken words), as long as a message may be,
 * so it reaches the content checks. Every check must answer it in linear time.
 */
const fill = (unit: string) => unit.repeat(Math.floor(LIMITS.commentMax / unit.length));
const SLOW_TEXT = ["௧", "1 ", "1-", "+9", "(0", "a@", "a.", "a@a.", "x", "www.", "http://", "ந்", "1.", "0 7"].map(fill);
const slow = () => pick(SLOW_TEXT);
const deep = (depth: number): unknown => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = random() < 0.5 ? [value] : { a: value };
  return value;
};

/** Tokens of every kind a hostile client sends; one in five requests carries a valid one. */
type Tokens = { attacker: string; victim: string; forged: string[] };

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return resolve(options.find((o) => o.type !== "null") ?? options[0]);
  if (schema.allOf?.length) return resolve(schema.allOf[0]);
  return schema;
}

/** A plausible value for `schema`; ids come from `ids` (another person's things, mostly). */
function plausible(schema: Schema | undefined, ids: string[], depth = 0): unknown {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return pick(s.enum);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  switch (type) {
    case "string":
      if (s.format === "uuid" || /\[0-9a-fA-F\]\{8\}/.test(s.pattern ?? "")) return pick(ids);
      if (s.format === "email") return `fuzz${Math.floor(random() * 1e6)}@example.com`;
      return random() < 0.3 ? pick(ids) : pick(["Ravi", "Jaffna", "Secret123", "Obituary", "ravi-kumar-abc123", "x".repeat(s.minLength ?? 1)]);
    case "integer":
    case "number":
      return Math.max(s.minimum ?? 0, Math.min(s.maximum ?? 100, Math.floor(random() * 20)));
    case "boolean":
      return random() < 0.5;
    case "array":
      return depth > 4 ? [] : Array.from({ length: Math.floor(random() * 3) }, () => plausible(s.items, ids, depth + 1));
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(s.properties ?? {})) {
        if (depth < 5 && (s.required?.includes(key) || random() < 0.6)) out[key] = plausible(inner, ids, depth + 1);
      }
      return out;
    }
    default:
      return "x";
  }
}

/** Every dotted path of a value's object keys and array items. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [[...prefix, key], ...paths(inner, [...prefix, key])]);
}
/** Sets the value at `at`, unless an earlier mutation already replaced one of its parents. */
function setPath(value: unknown, at: string[], replacement: unknown) {
  let target = value;
  for (const key of at.slice(0, -1)) {
    if (!target || typeof target !== "object") return;
    target = (target as Record<string, unknown>)[key];
  }
  if (target && typeof target === "object") (target as Record<string, unknown>)[at[at.length - 1]] = replacement;
}

/** A lone surrogate cannot be percent-encoded: it goes as the bytes a broken client would send. */
const encodeSegment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
};

type Attack = { kind: string; options: InjectOptions };

function attack(route: Route, ids: string[], tokens: Tokens): Attack {
  const asObject = (value: unknown) => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  const body = asObject(route.body ? plausible(route.body, ids) : {});
  const query = asObject(route.query ? plausible(route.query, ids) : {});
  let url = route.url.replace(/\{(\w+)\}|:(\w+)/g, () =>
    random() < 0.3 ? pick(["..%2f..%2f", "%E0%A4%A", "%ED%A0%80", "%00", "a%2Fb"]) : encodeSegment(pick([pick(ids), pick(UNICODE), "x".repeat(2000)])),
  );
  const headers: Record<string, string> = { "content-type": "application/json" };
  const roll = random();
  // The attacker's own token, written every way the scheme allows (one account for every limit).
  const attackerAuth = () => pick([`Bearer ${tokens.attacker}`, `bearer ${tokens.attacker}`, `Bearer  ${tokens.attacker}`, `BEARER\t${tokens.attacker}`]);
  headers.authorization =
    roll < 0.2
      ? attackerAuth()
      : roll < 0.5
        ? `Bearer ${pick(tokens.forged)}`
        : roll < 0.55
          ? pick(["Bearer", "Basic Zm9vOmJhcg==", `Bearer ${"a".repeat(9000)}`, "Bearer a.b.c"])
          : "";
  if (!headers.authorization) delete headers.authorization;
  // A client naming its own address: believed only from a configured proxy (TRUST_PROXY), never here.
  if (random() < 0.1) headers["x-forwarded-for"] = pick(["10.0.0.1", "127.0.0.1, 10.9.9.9", "::1", "not an address", "1.1.1.1,".repeat(500)]);

  const kind = pick(["types", "types", "huge", "deep", "unicode", "unicode", "ids", "raw", "pollute", "slow"]);
  let payload: string | Buffer = "";
  const target = route.body ? body : query;
  const fields = paths(target);
  const mutate = (make: () => unknown) => {
    for (let i = 0; i < 1 + Math.floor(random() * 3); i++) {
      if (fields.length) setPath(target, pick(fields), make());
      else target[pick(["_id", "x", "blog_id"])] = make();
    }
  };
  switch (kind) {
    case "types":
      mutate(() => pick(WRONG));
      break;
    case "huge":
      mutate(huge);
      break;
    case "deep":
      if (random() < 0.3) {
        // Deeper than any recursion of ours could build: written as text.
        const n = pick([10_000, 100_000]);
        payload = `{"_id":${"[".repeat(n)}${"]".repeat(n)},"skip":${'{"a":'.repeat(n / 10)}1${"}".repeat(n / 10)}}`;
      } else mutate(() => deep(pick([50, 1_000, 3_000])));
      break;
    case "unicode":
      mutate(() => pick(UNICODE));
      break;
    case "slow":
      headers.authorization = attackerAuth();
      mutate(slow);
      break;
    case "ids":
      // Signed in as the attacker, naming the victim's things.
      headers.authorization = attackerAuth();
      mutate(() => pick(ids));
      break;
    case "pollute":
      payload = pick([
        '{"__proto__":{"polluted":true},"_id":"x"}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        '{"_id":"a","_id":"b","skip":0,"skip":-1}',
      ]);
      break;
    case "raw":
      payload = pick(["{", "[]", '"text"', "12", "null", '{"a":', "\u0000", "{}".repeat(10000), '{"a":1}garbage']);
      if (random() < 0.4)
        headers["content-type"] = pick([
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/json; charset=utf-16",
          "image/png",
        ]);
      break;
  }
  if (route.method === "GET") {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, typeof v === "string" ? v : JSON.stringify(v)])).toString();
    url = search ? `${url}?${search}` : url;
    return { kind, options: { method: "GET", url, headers } };
  }
  return { kind, options: { method: route.method as InjectOptions["method"], url, headers, payload: payload || JSON.stringify(route.body ? body : {}) } };
}

async function main() {
  const serverUrl = process.env.FUZZ_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const created = serverUrl ? await createServerDatabase(serverUrl, "kma_fuzz") : null;
  const database = await openDatabase(created ? { databaseUrl: created.url } : { pgliteDir: "memory" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-fuzz-"));
  const config = loadConfig(
    { DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: "silent" },
    { webDist: path.join(dataDir, "no-web"), rateLimit: false },
  );
  const app = await buildApp({ config: { ...config, databaseUrl: created?.url }, database, logger: false });
  await app.ready();
  const failures: string[] = [];
  try {
    // The victim's memorial and things; the attacker's own account.
    const victim = await buildUser(app);
    const attacker = await buildUser(app);
    const post = await buildPost(app.db, victim);
    const draft = await buildPost(app.db, victim, { draft: true });
    const inject = (url: string, payload: unknown, token: string) =>
      app
        .inject({ method: "POST", url: `/api${url}`, payload: payload as Record<string, unknown>, headers: { authorization: `Bearer ${token}` } })
        .then((r) => r.json() as { _id: string });
    const comment = await inject("/add-comment", { _id: post.id, commentsObj: { comment: "From the family" } }, victim.token);
    const tribute = await inject("/add-tribute", { _id: post.id, tributesObj: { tribute: "Our father" } }, victim.token);
    const image = await inject("/add-memorial-images", { _id: post.id, memorialImageUploaded: ["/backgrounds/background-1.jpg"] }, victim.token);
    const ids = [
      post.id,
      post.blogId,
      draft.id,
      draft.blogId,
      comment._id,
      tribute._id,
      image._id,
      victim.id,
      victim.username,
      crypto.randomUUID(),
      "00000000-0000-0000-0000-000000000000",
    ];
    const forged = await forgedTokens(app as never, attacker.id);
    const tokens: Tokens = {
      attacker: attacker.token,
      victim: victim.token,
      forged: [forged.expired, forged.wrongKey, forged.algNone, "eyJhbGciOiJIUzI1NiJ9.e30.x"],
    };
    const before = await victimSnapshot(app.db, victim.id, [post.id, draft.id]);

    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
    const routes: Route[] = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        url,
        body: op.requestBody?.content?.["application/json"]?.schema,
        query: op.parameters?.length
          ? { type: "object", properties: Object.fromEntries(op.parameters.filter((p) => p.in === "query").map((p) => [p.name, p.schema ?? {}])) }
          : undefined,
        params: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
      })),
    );

    const statuses = new Map<number, number>();
    const kinds = new Map<string, number>();
    let hung = 0;
    let badErrors = 0;
    let slowest = { ms: 0, what: "" };
    const started = Date.now();
    for (let i = 0; i < TOTAL; i++) {
      const route = routes[i % routes.length];
      const { kind, options } = attack(route, ids, tokens);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      const sent = performance.now();
      const answer = await Promise.race([app.inject(options), new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000))]);
      const took = performance.now() - sent;
      if (kind === "slow" && took > slowest.ms) slowest = { ms: took, what: `${options.method} ${String(options.url).slice(0, 80)}` };
      // A signed-out attacker would stop testing what signed-in calls do with hostile input.
      if (answer?.statusCode === 200 && /\/signout/.test(String(options.url))) tokens.attacker = await app.issueAccessToken(attacker.id);
      if (!answer) {
        hung++;
        failures.push(`hung: ${options.method} ${String(options.url).slice(0, 120)} (${kind})`);
        continue;
      }
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      if (answer.statusCode >= 500)
        failures.push(`${answer.statusCode}: ${options.method} ${String(options.url).slice(0, 120)} (${kind}) → ${answer.body.slice(0, 200)}`);
      if (answer.statusCode >= 400 && answer.headers["content-type"]?.toString().includes("json")) {
        const error = (answer.json() as { error?: unknown }).error;
        if (typeof error !== "string" || error.length === 0) badErrors++;
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`${TOTAL} hostile requests over ${routes.length} routes in ${seconds.toFixed(1)} s (${(TOTAL / seconds).toFixed(0)} a second)`);
    console.log(`  kinds: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")}`);
    console.log(
      `  answers: ${[...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${n} × ${s}`)
        .join(", ")}`,
    );
    console.log(`  hung: ${hung}; 4xx JSON answers without an { error } sentence: ${badErrors}`);
    // A quadratic check took seconds on 10,000 characters; linear ones take a few milliseconds. Far above noise.
    console.log(`  slowest answer to text built for backtracking: ${slowest.ms.toFixed(0)} ms (${slowest.what})`);
    if (slowest.ms > 2_000) failures.push(`text built for backtracking took ${slowest.ms.toFixed(0)} ms: ${slowest.what}`);
    if (badErrors) failures.push(`${badErrors} error answers without an { error } sentence`);

    // Nothing stored that should not be.
    const after = await victimSnapshot(app.db, victim.id, [post.id, draft.id]);
    if (after !== before) failures.push("the victim's account, memorials or things changed");
    const mismatches = await counterMismatches(app.db);
    if (mismatches.length) failures.push(`counters differ from their rows: ${mismatches.join("; ")}`);
    const longest = (await app.db.execute(
      sql`select (select coalesce(max(length(${comments.comment})), 0) from ${comments})::int as c, (select coalesce(max(length(${tributes.tribute})), 0) from ${tributes})::int as t`,
    )) as unknown as { rows: Array<{ c: number; t: number }> };
    const { c: longestComment, t: longestTribute } = longest.rows[0];
    console.log(`  stored: longest message ${longestComment} characters, longest tribute ${longestTribute} (limit ${LIMITS.commentMax})`);
    if (Math.max(longestComment, longestTribute) > LIMITS.commentMax)
      failures.push(`a text of ${Math.max(longestComment, longestTribute)} characters was stored`);
    if (({} as Record<string, unknown>).polluted !== undefined) failures.push("Object.prototype was polluted");
    console.log(`  the victim's data unchanged: ${after === before}; counters equal to rows: ${mismatches.length === 0}`);
  } finally {
    await app.close();
    await database.close();
    await created?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const failure of failures.slice(0, 30)) console.log(`FAIL ${failure}`);
  console.log(failures.length ? `${failures.length} failure(s)` : "No 5xx, no hang, nothing stored that should not be");
  process.exit(failures.length ? 1 : 0);
}

type OpenApiOperation = {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
};

/** The victim's account, memorials, messages, tributes, photos and keepers, as one hash. */
async function victimSnapshot(db: Awaited<ReturnType<typeof openDatabase>>["db"], victimId: string, postIds: string[]) {
  const parts = await Promise.all([
    db
      .select({ email: users.email, username: users.username, hash: users.passwordHash, fullname: users.fullname, bio: users.bio })
      .from(users)
      .where(eq(users.id, victimId)),
    db
      .select({ p: sql`row_to_json(${posts})::text` })
      .from(posts)
      .where(inArray(posts.id, postIds)),
    db.select({ id: comments.id, text: comments.comment }).from(comments).where(eq(comments.userId, victimId)),
    db.select({ id: tributes.id, text: tributes.tribute }).from(tributes).where(eq(tributes.userId, victimId)),
    db.select({ id: imageEntries.id, images: imageEntries.images }).from(imageEntries).where(eq(imageEntries.userId, victimId)),
    db.select().from(postKeepers).where(inArray(postKeepers.postId, postIds)),
    // Signing out (anyone's, everywhere) must end only the caller's own sessions.
    db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, victimId)).orderBy(sessions.id),
  ]);
  // Counters and reads change with the attacker's own legitimate messages and visits; nothing else may.
  const stable = JSON.stringify(parts).replace(/\\"total_[a-z_]+\\":\d+,?/g, "");
  return crypto.createHash("sha256").update(stable).digest("hex");
}

await main();
