import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { MESSAGES } from "@kma/core/messages";
import { comments, imageEntries, notifications, tributes } from "../db/schema";
import { buildTestApp, post } from "../test/build-app";
import { DEFAULT_PASSWORD, buildPost, buildPostFields, buildUser } from "../test/factories";
import { forgedTokens } from "../test/forged-tokens";
import { UNKNOWN_ID, visitorComment, visitorTribute } from "./comments/engagement-test-helpers";

/**
 * Every route the app registers gets bad input: no body, wrong JSON shapes, invalid JSON,
 * wrong media types, each known field with every wrong type, and bad tokens. None may answer
 * 5xx; every 4xx is `{ error: "<sentence>" }` that names nothing internal (docs/api.md "Errors").
 */

type Auth = "required" | "optional" | "none";
type Res = LightMyRequestResponse;

/** One route as `printRoutes` draws it: the tree's segments joined, with its methods. */
function routesOf(tree: string): Array<{ method: string; url: string }> {
  const stack: string[] = [];
  const routes: Array<{ method: string; url: string }> = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    for (const method of match[3]?.split(", ") ?? []) routes.push({ method, url: stack.join("") });
  }
  return routes;
}

/** A value at a dotted path ("commentsObj.email", "events.0.eventname") replaced, in a deep copy. */
function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1]] = value;
  return copy;
}

/** Every field path of a body: object keys, and the first item of each array. */
function fieldPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.length > 0 ? fieldPaths(value[0], `${prefix}0.`) : [];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [`${prefix}${key}`, ...fieldPaths(inner, `${prefix}${key}.`)]);
}

const LONG = "x".repeat(100_000);
/** What a careless or hostile client puts where a field should be. */
const WRONG_VALUES: unknown[] = [
  12345,
  -1,
  2.5,
  1e21,
  true,
  null,
  { a: 1 },
  [1, 2],
  [],
  "",
  LONG,
  "🕯️ நினைவு 😀 \u0000 \u202e",
  "'; drop table users; --",
  "%_\\ :* & | ! ( ) <-> [ ] { } ^ $ \\m",
  "   ",
  "1",
  { $ne: 1 },
  "not-a-uuid",
  UNKNOWN_ID,
];

/** Words that must never reach a client: SQL, stack frames, file paths, library internals. */
const LEAK =
  /\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\s+"|\bdelete from\b|failed query|syntax error|\bstack\b|node_modules|\/work\/|\/tmp\/|\.ts:\d+|\bat \S+ \(|drizzle|pglite|postgres|ECONN|TypeError|ReferenceError|Cannot read prop/i;

describe("every route answers bad requests with a 4xx sentence, never a 5xx", async () => {
  const app = await buildTestApp({ rateLimit: false });
  const owner = await buildUser(app);
  const other = await buildUser(app);
  const fuzzer = await buildUser(app);
  const published = await buildPost(app.db, owner);
  const draft = await buildPost(app.db, owner, { draft: true, firstname: "Draftonly" });

  const as = (token: string | undefined, url: string, body: unknown) => post(app, url, body, token);
  const ok = async (res: Res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const comment = (await ok(await as(owner.token, "/add-comment", { _id: published.id, commentsObj: { comment: "Rest in peace" } }))) as { _id: string };
  const tribute = (await ok(await as(owner.token, "/add-tribute", { _id: published.id, tributesObj: { tribute: "A great teacher" } }))) as { _id: string };
  const image = (await ok(await as(owner.token, "/add-memorial-images", { _id: published.id, memorialImageUploaded: ["/backgrounds/background-1.jpg"] }))) as {
    _id: string;
  };
  await ok(await as(other.token, "/like-post", { _id: published.id }));
  const [likeNotification] = await app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, owner.id), eq(notifications.type, "like")));

  /**
   * A valid body per route (the field battery changes one field at a time) and who may call
   * it. A route missing here still gets the shape, media-type and token batteries; the
   * coverage test below asks for a line here so its fields get the wrong values too.
   */
  const ROUTES: Record<string, { auth: Auth; bodies: Array<Record<string, unknown>> }> = {
    "/api/signup": { auth: "none", bodies: [{ firstname: "Fuzz", lastname: "Tester", email: fuzzer.email, password: DEFAULT_PASSWORD }] },
    "/api/signin": { auth: "none", bodies: [{ email: "nobody@example.com", password: DEFAULT_PASSWORD }] },
    "/api/google-auth": { auth: "none", bodies: [{ access_token: "not-a-google-token" }] },
    "/api/forgotpassword": { auth: "none", bodies: [{ email: "nobody@example.com" }] },
    "/api/resetpassword": { auth: "none", bodies: [{ token: "not-a-reset-token", new_password: "Secret123", confirm_new_password: "Secret123" }] },
    "/api/verify-email": { auth: "none", bodies: [{ token: "not-a-verification-token" }] },
    "/api/resend-verification-email": { auth: "required", bodies: [{}] },
    "/api/change-password": { auth: "required", bodies: [{ currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD }] },
    "/api/signout": { auth: "required", bodies: [{}] },
    "/api/signout-everywhere": { auth: "required", bodies: [{}] },
    "/api/create-post": { auth: "required", bodies: [{ ...buildPostFields({ firstname: "Fuzzed" }), draft: true, age: 70 }] },
    "/api/get-post": { auth: "optional", bodies: [{ post_id: published.blogId, draft: false, mode: "view" }] },
    "/api/reveal-phone-number": { auth: "required", bodies: [{ blog_id: published.blogId, member: 0 }, { blog_id: published.blogId }] },
    "/api/user-written-posts": { auth: "required", bodies: [{ page: 1, draft: false, query: "", deletedDocCount: 0 }] },
    "/api/user-written-post-count": { auth: "required", bodies: [{ draft: true, query: "Ravi" }] },
    "/api/delete-post": { auth: "required", bodies: [{ blog_id: "nobody-abc123" }] },
    "/api/isliked-by-user": { auth: "required", bodies: [{ _id: published.id }] },
    "/api/like-post": { auth: "required", bodies: [{ _id: UNKNOWN_ID, isLikedByUser: false }] },
    "/api/get-post-images": { auth: "optional", bodies: [{ blog_id: published.blogId, skip: 0 }] },
    "/api/get-post-tributes": { auth: "optional", bodies: [{ blog_id: published.blogId, skip: 0 }] },
    "/api/get-post-comments": { auth: "optional", bodies: [{ blog_id: published.id, skip: 0 }] },
    "/api/get-replies": { auth: "optional", bodies: [{ _id: comment._id, skip: 0 }] },
    "/api/add-comment": {
      auth: "optional",
      bodies: [
        { _id: published.id, blog_author: owner.id, commentsObj: visitorComment(), replying_to: "" },
        { _id: published.id, blog_author: owner.id, comment: "Thank you", replying_to: comment._id, notification_id: UNKNOWN_ID },
      ],
    },
    "/api/add-tribute": { auth: "optional", bodies: [{ _id: published.id, blog_author: owner.id, tributesObj: visitorTribute() }] },
    "/api/add-memorial-images": {
      auth: "required",
      bodies: [{ _id: published.id, blog_author: owner.id, memorialImageUploaded: ["/backgrounds/background-2.jpg"] }],
    },
    "/api/delete-comment": { auth: "required", bodies: [{ _id: UNKNOWN_ID }] },
    "/api/delete-tribute": { auth: "required", bodies: [{ _id: UNKNOWN_ID }] },
    "/api/delete-image": { auth: "required", bodies: [{ _id: UNKNOWN_ID }] },
    "/api/delete-notification": { auth: "required", bodies: [{ _id: UNKNOWN_ID }] },
    "/api/get-profile": { auth: "optional", bodies: [{ username: owner.username }] },
    "/api/update-profile": {
      auth: "required",
      bodies: [
        {
          mobilenumber: "+94 77 123 4567",
          residence: "Colombo",
          username: fuzzer.username,
          bio: "Kept short.",
          social_links: { facebook: "https://facebook.com/fuzz", instagram: "", x: "" },
        },
      ],
    },
    "/api/update-profile-img": { auth: "required", bodies: [{ url: `/api/uploads/${crypto.randomUUID()}` }] },
    "/api/search-posts": {
      auth: "none",
      bodies: [
        { query: "Ravi", page: 1 },
        { title: "place", query: "Jaffna", author: owner.id },
      ],
    },
    "/api/search-posts-count": { auth: "none", bodies: [{ query: "Ravi", title: "Remembrance" }, { places: ["Jaffna", "Canada"] }] },
    "/api/search-users": { auth: "none", bodies: [{ query: "user" }] },
    "/api/held-items": { auth: "required", bodies: [{ blog_id: published.blogId, skip: 0 }] },
    "/api/approve-held-item": { auth: "required", bodies: [{ kind: "memorial", _id: UNKNOWN_ID, trust: true }] },
    "/api/reject-held-item": { auth: "required", bodies: [{ kind: "tribute", _id: UNKNOWN_ID }] },
    "/api/update-post-moderation": { auth: "required", bodies: [{ _id: published.id, moderation: "review" }] },
    "/api/trusted-people": { auth: "required", bodies: [{ blog_id: published.blogId }] },
    "/api/untrust-person": { auth: "required", bodies: [{ blog_id: published.blogId, _id: UNKNOWN_ID }] },
    "/api/latest-posts": { auth: "none", bodies: [{ page: 1 }] },
    "/api/all-latest-posts-count": { auth: "none", bodies: [{}] },
    // A wrong password, so no fuzzed value can delete the fuzzer's account.
    "/api/delete-account": { auth: "required", bodies: [{ password: "Not-the-password-1", messages: "keep" }] },
    "/api/notifications": { auth: "required", bodies: [{ page: 1, filter: "all", deletedDocCount: 0 }] },
    "/api/all-notifications-count": { auth: "required", bodies: [{ filter: "like" }] },
    "/api/report": { auth: "optional", bodies: [{ target_type: "comment", target_id: comment._id, reason: "spam", details: "Fuzzed words" }] },
    "/api/reports": { auth: "required", bodies: [{ skip: 0 }] },
    "/api/report-action": { auth: "required", bodies: [{ target_type: "comment", target_id: UNKNOWN_ID, action: "keep" }] },
    "/api/admin/reports": { auth: "required", bodies: [{ skip: 0 }] },
    // Co-keepers
    "/api/invite-keeper": { auth: "required", bodies: [{ post_id: published.blogId, email: "family@example.com" }] },
    "/api/post-keepers": { auth: "required", bodies: [{ post_id: published.blogId }] },
    "/api/keeper-status": { auth: "optional", bodies: [{ post_id: published.blogId }] },
    "/api/revoke-keeper-invitation": { auth: "required", bodies: [{ _id: UNKNOWN_ID }] },
    "/api/remove-keeper": { auth: "required", bodies: [{ post_id: published.blogId, user_id: other.id }] },
    "/api/keeper-invitation": { auth: "none", bodies: [{ token: "not-an-invitation-token" }] },
    "/api/accept-keeper-invitation": { auth: "required", bodies: [{ token: "not-an-invitation-token" }] },
    "/api/kept-posts": { auth: "required", bodies: [{ page: 1 }] },
    // Remembrance reminders
    "/api/follow-memorial": { auth: "optional", bodies: [{ post_id: published.blogId, email: "visitor@example.com" }] },
    "/api/follow-status": { auth: "optional", bodies: [{ post_id: published.blogId }] },
    "/api/unfollow-memorial": { auth: "required", bodies: [{ post_id: published.blogId }] },
    "/api/confirm-follow": { auth: "none", bodies: [{ token: "not-a-confirmation-token" }] },
    "/api/unsubscribe-preview": { auth: "none", bodies: [{ token: "not-an-unsubscribe-token" }] },
    "/api/unsubscribe": { auth: "none", bodies: [{ token: "not-an-unsubscribe-token" }] },
    "/api/unsubscribe/one-click/:token": { auth: "none", bodies: [] },
    // GETs and the upload PUT: no JSON body.
    "/api/health": { auth: "none", bodies: [] },
    "/api/config": { auth: "none", bodies: [] },
    "/api/get-upload-url": { auth: "required", bodies: [] },
    "/api/download-my-data": { auth: "required", bodies: [] },
    "/api/new-notification": { auth: "required", bodies: [] },
    "/api/most-engaged-posts": { auth: "none", bodies: [] },
    "/api/uploads/:key": { auth: "none", bodies: [] },
    "/api/og/:file": { auth: "none", bodies: [] },
    "/api/avatar/:file": { auth: "none", bodies: [] },
    "/api/posts/upcoming-remembrances": { auth: "none", bodies: [] },
    "/api/posts/:blog_id/notice.pdf": { auth: "optional", bodies: [] },
    "/api/posts/:blog_id/notice.jpg": { auth: "optional", bodies: [] },
    "/api/posts/:blog_id/family-copy.zip": { auth: "required", bodies: [] },
    "/api/calendar/:file": { auth: "none", bodies: [] },
    "/api/qr/:file": { auth: "none", bodies: [] },
    // The API's own description (plugins/openapi.ts) and its reference page's files.
    "/api/openapi.json": { auth: "none", bodies: [] },
    "/api/docs": { auth: "none", bodies: [] },
    "/api/docs/": { auth: "none", bodies: [] },
    "/api/docs/static/index.html": { auth: "none", bodies: [] },
    "/api/docs/static/swagger-initializer.js": { auth: "none", bodies: [] },
    "/api/docs/*": { auth: "none", bodies: [] },
    "/api/docs/json": { auth: "none", bodies: [] },
    "/api/docs/yaml": { auth: "none", bodies: [] },
  };

  const registered = routesOf(app.printRoutes({ commonPrefix: false })).filter((r) => r.method !== "HEAD");
  // The JSON API answers errors as JSON sentences; a page's own form post (the memorial page's
  // forms without the app) answers with the page, so it is only held to "never a 5xx" below.
  const routes = registered.filter((r) => r.url.startsWith("/api"));
  const PAGE_FORM_ROUTES = ["/post/:post_id"];
  /** Every broken answer of one test, listed together (a test fails on the first expect otherwise). */
  let failures: string[] = [];
  const expectNoFailures = () => {
    const found = failures;
    failures = [];
    expect(found).toEqual([]);
  };
  const check = (label: string, res: Res) => {
    if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (res.statusCode < 400) return;
    if (!String(res.headers["content-type"] ?? "").startsWith("application/json")) {
      failures.push(`${label}: ${res.statusCode} is not JSON (${String(res.headers["content-type"])})`);
      return;
    }
    let body: unknown;
    try {
      body = res.json();
    } catch {
      failures.push(`${label}: ${res.statusCode} body does not parse: ${res.body.slice(0, 100)}`);
      return;
    }
    const error = (body as { error?: unknown }).error;
    if (typeof error !== "string" || error.trim().length === 0)
      failures.push(`${label}: ${res.statusCode} without an error sentence: ${res.body.slice(0, 200)}`);
    else if (LEAK.test(error)) failures.push(`${label}: ${res.statusCode} leaks: ${error.slice(0, 200)}`);
    if (Object.keys(body as object).some((key) => key !== "error"))
      failures.push(`${label}: ${res.statusCode} carries more than error: ${res.body.slice(0, 200)}`);
  };
  /** Secrets that may leave in no answer to the fuzzer: other accounts' e-mails and any password hash. */
  const checkNoSecrets = (label: string, res: Res) => {
    for (const secret of [owner.email, other.email, "$argon2", "password_hash", "passwordHash"]) {
      if (res.body.includes(secret)) failures.push(`${label}: ${res.statusCode} answer holds ${secret}`);
    }
  };
  const send = async (label: string, options: InjectOptions) => {
    const res = await app.inject(options);
    check(label, res);
    checkNoSecrets(label, res);
    return res;
  };
  const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

  it("lists every registered route, each described above", () => {
    expect(routes.length).toBeGreaterThan(30);
    const undescribed = [...new Set(registered.map((r) => r.url))].filter((url) => !(url in ROUTES) && !PAGE_FORM_ROUTES.includes(url));
    expect(undescribed, "add each new route to ROUTES with a valid body, so its fields get wrong values too").toEqual([]);
  });

  it("answers every body shape, invalid JSON and wrong media type with a 4xx sentence", async () => {
    const shapes: Array<[string, string | undefined, string | undefined]> = [
      ["no body", undefined, undefined],
      ["no body, JSON type", undefined, "application/json"],
      ["null", "null", "application/json"],
      ["[]", "[]", "application/json"],
      ['"string"', '"string"', "application/json"],
      ["123", "123", "application/json"],
      ["{}", "{}", "application/json"],
      ["invalid JSON", '{"email": "a@b.c",', "application/json"],
      ["invalid JSON 2", "{'single': 'quotes'}", "application/json"],
      ["text/plain", "hello", "text/plain"],
      ["form", "email=a%40b.c&password=x", "application/x-www-form-urlencoded"],
      ["unknown type", "<x/>", "application/xml"],
      ["bad charset", "{}", "application/json; charset=latin-9000"],
      ["__proto__", '{"__proto__": {"admin": true}}', "application/json"],
      ["constructor.prototype", '{"constructor": {"prototype": {"admin": true}}}', "application/json"],
      ["deep nesting", `${"[".repeat(5000)}${"]".repeat(5000)}`, "application/json"],
    ];
    // Signing out ends sessions: those calls get a session of their own each time, not the fuzzer's.
    const leaving = await buildUser(app);
    const endsSessions = (url: string) => url === "/api/signout" || url === "/api/signout-everywhere";
    for (const { method, url } of routes.filter((r) => r.method === "POST")) {
      for (const [label, payload, type] of shapes) {
        const token = ROUTES[url]?.auth === "none" ? undefined : endsSessions(url) ? await app.issueAccessToken(leaving.id) : fuzzer.token;
        await send(`${method} ${url} ${label}`, {
          method: "POST",
          url,
          payload,
          headers: { ...(type ? { "content-type": type } : {}), ...bearer(token) },
        });
      }
    }
    for (const url of PAGE_FORM_ROUTES) {
      for (const postId of [UNKNOWN_ID, published.blogId, draft.blogId, "%E0%A4%A", "x".repeat(2000)]) {
        for (const [label, payload, type] of shapes) {
          const res = await app.inject({ method: "POST", url: url.replace(":post_id", postId), payload, headers: type ? { "content-type": type } : {} });
          if (res.statusCode >= 500) failures.push(`POST ${url} (${postId.slice(0, 20)}) ${label}: ${res.statusCode}`);
        }
      }
    }
    expectNoFailures();
  });

  it("answers every wrong value in every known field with a 4xx sentence (or takes it)", async () => {
    for (const [url, { auth, bodies }] of Object.entries(ROUTES)) {
      // Anonymous where anonymous is allowed: the visitor rules check the most fields.
      const token = auth === "required" ? fuzzer.token : undefined;
      for (const [n, body] of bodies.entries()) {
        const needsToken = n > 0 && url === "/api/add-comment"; // the notifications-screen reply is signed in
        for (const path of fieldPaths(body)) {
          for (const value of WRONG_VALUES) {
            await send(`POST ${url} #${n} ${path}=${JSON.stringify(value)?.slice(0, 30)}`, {
              method: "POST",
              url,
              payload: withValue(body, path, value),
              headers: bearer(needsToken ? fuzzer.token : token),
            });
          }
        }
      }
    }
    expectNoFailures();
    // Thousands of requests one after another, growing with every route added: more than the
    // default 30 s on a busy machine. A harness limit, not a timing assertion.
  }, 180_000);

  it("answers 401 to a missing token on (auth) calls and to any bad token on (auth) and (auth optional) calls", async () => {
    const forged = await forgedTokens(app, fuzzer.id);
    const [header, payload] = fuzzer.token.split(".");
    const badHeaders = [
      "Bearer garbage",
      "Bearer ",
      "Bearer a.b.c",
      `Bearer ${header}.${payload}.`,
      `Bearer ${forged.expired}`,
      `Bearer ${forged.wrongKey}`,
      `Bearer ${forged.algNone}`,
      `Basic ${Buffer.from("a:b").toString("base64")}`,
      `Bearer ${fuzzer.token} extra`,
      `Bearer ${"x".repeat(10_000)}`,
    ];
    for (const { method, url } of routes) {
      const auth = ROUTES[url]?.auth;
      const body = ROUTES[url]?.bodies[0];
      const payload = method === "POST" ? (body ?? {}) : undefined;
      const concrete = url.replace(":key", UNKNOWN_ID).replace(":file", "site.jpg");
      const anonymous = await send(`${method} ${url} without a token`, { method: method as "GET", url: concrete, payload });
      if (auth === "required") expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      for (const authorization of badHeaders) {
        const res = await send(`${method} ${url} ${authorization.slice(0, 20)}`, {
          method: method as "GET",
          url: concrete,
          payload,
          headers: { authorization },
        });
        if (auth === "required" || auth === "optional") expect(res.statusCode, `${method} ${url} ${authorization.slice(0, 30)}`).toBe(401);
      }
    }
    expectNoFailures();
  });

  it("answers bad path parameters and queries of the file routes with a 4xx sentence", async () => {
    const keys = [
      "x",
      "..%2F..%2Fetc%2Fpasswd",
      "%2e%2e",
      UNKNOWN_ID,
      crypto.randomUUID(),
      `${crypto.randomUUID()}.jpg`,
      "%00",
      "%E0%A4%A",
      "🕯️",
      "x".repeat(2000),
    ];
    for (const key of keys) {
      await send(`GET uploads/${key.slice(0, 20)}`, { method: "GET", url: `/api/uploads/${key}` });
      await send(`GET uploads/${key.slice(0, 20)}?w=abc`, { method: "GET", url: `/api/uploads/${key}?w=abc&w=320` });
      await send(`PUT uploads/${key.slice(0, 20)}`, {
        method: "PUT",
        url: `/api/uploads/${key}?token=nope`,
        payload: "hello",
        headers: { "content-type": "text/plain" },
      });
      await send(`PUT uploads/${key.slice(0, 20)} no token`, {
        method: "PUT",
        url: `/api/uploads/${key}`,
        payload: "{}",
        headers: { "content-type": "application/json" },
      });
      await send(`GET og/${key.slice(0, 20)}`, { method: "GET", url: `/api/og/${key}` });
      await send(`GET og/${key.slice(0, 20)}.jpg`, { method: "GET", url: `/api/og/${key}.jpg` });
      await send(`GET avatar/${key.slice(0, 20)}`, { method: "GET", url: `/api/avatar/${key}` });
    }
    // The router's own refusals answer the API's shape too (plugins/errors.ts frameworkErrors).
    expect((await send("bad escape", { method: "GET", url: "/api/og/%E0%A4%A" })).json()).toEqual({ error: MESSAGES.urlInvalid });
    const long = await send("long param", { method: "GET", url: `/api/avatar/${"x".repeat(2000)}` });
    expect([long.statusCode, long.json()]).toEqual([414, { error: MESSAGES.urlTooLong }]);
    await send("GET og draft", { method: "GET", url: `/api/og/${draft.blogId}.jpg` });
    await send("GET og query junk", { method: "GET", url: "/api/og/site.jpg?x[]=1&x[a]=2" });
    await send("GET most-engaged query junk", { method: "GET", url: "/api/most-engaged-posts?page=abc&x[$ne]=1" });
    await send("GET unknown api route", { method: "GET", url: "/api/no-such-route" });
    await send("POST unknown api route", { method: "POST", url: "/api/no-such-route", payload: "{}", headers: { "content-type": "application/json" } });
    await send("DELETE a POST route", { method: "DELETE", url: "/api/signin" });
    expectNoFailures();
  });

  it("refuses another user's token on the first user's things, and shows them nothing of a draft", async () => {
    const b = other.token;
    const refusals: Array<[string, Record<string, unknown>, number]> = [
      ["/delete-comment", { _id: comment._id }, 403],
      ["/delete-tribute", { _id: tribute._id }, 403],
      ["/delete-image", { _id: image._id }, 403],
      ["/delete-notification", { _id: likeNotification.id }, 403],
      ["/delete-post", { blog_id: published.blogId }, 403],
      ["/create-post", { ...buildPostFields({ firstname: "Hijacked" }), draft: false, id: published.blogId }, 403],
      ["/get-post", { post_id: published.blogId, mode: "edit" }, 403],
      // A draft does not exist for anyone but its author: 404, never 403.
      ["/delete-post", { blog_id: draft.blogId }, 404],
      ["/create-post", { ...buildPostFields({ firstname: "Hijacked" }), draft: true, id: draft.blogId }, 404],
      ["/get-post", { post_id: draft.blogId }, 404],
      ["/get-post", { post_id: draft.blogId, mode: "edit", draft: true }, 404],
      ["/get-post-comments", { blog_id: draft.blogId }, 404],
      ["/get-post-tributes", { blog_id: draft.id }, 404],
      ["/get-post-images", { blog_id: draft.blogId }, 404],
      ["/isliked-by-user", { _id: draft.id }, 404],
      ["/like-post", { _id: draft.id }, 404],
      ["/add-comment", { _id: draft.id, commentsObj: { comment: "Hello" } }, 404],
      ["/add-tribute", { _id: draft.id, tributesObj: { tribute: "Hello" } }, 404],
      ["/add-memorial-images", { _id: draft.id, memorialImageUploaded: ["/backgrounds/background-3.jpg"] }, 404],
    ];
    for (const [url, body, status] of refusals) {
      const res = await as(b, url, body);
      check(`other user ${url}`, res);
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
    }
    expectNoFailures();

    // Everything the owner had is still there and unchanged.
    const mine = (await ok(await as(owner.token, "/get-post", { post_id: published.blogId, mode: "edit" }))).blog as Record<string, unknown>;
    expect(mine.firstname).toBe(published.firstname);
    expect(((await ok(await as(owner.token, "/get-post", { post_id: draft.blogId, mode: "edit" }))).blog as { firstname: string }).firstname).toBe("Draftonly");
    // (The batteries above added many more, so look the rows up rather than page for them.)
    expect(await app.db.select({ id: comments.id }).from(comments).where(eq(comments.id, comment._id))).toHaveLength(1);
    expect(await app.db.select({ id: tributes.id }).from(tributes).where(eq(tributes.id, tribute._id))).toHaveLength(1);
    expect(await app.db.select({ id: imageEntries.id }).from(imageEntries).where(eq(imageEntries.id, image._id))).toHaveLength(1);
    expect((await app.db.select().from(notifications).where(eq(notifications.id, likeNotification.id))).length).toBe(1);

    // No list, count or search shows the draft to anyone else.
    const lists = [
      await as(b, "/search-posts", { query: "Draftonly" }),
      await as(b, "/search-posts", { author: owner.id }),
      await as(undefined, "/latest-posts", {}),
      await app.inject({ method: "GET", url: "/api/most-engaged-posts" }),
      await as(b, "/user-written-posts", { draft: true }),
    ];
    for (const res of lists) expect(res.body).not.toContain(draft.blogId);
    expect((await ok(await as(b, "/search-posts-count", { query: "Draftonly" }))).totalDocs).toBe(0);
    const profile = (await ok(await as(b, "/get-profile", { username: owner.username }))) as {
      account_info: { total_posts: number };
      personal_info: Record<string, unknown>;
    };
    expect(profile.account_info.total_posts).toBe(1);
    expect(profile.personal_info).not.toHaveProperty("email");
    expect(profile.personal_info).not.toHaveProperty("mobilenumber");
  });
});
