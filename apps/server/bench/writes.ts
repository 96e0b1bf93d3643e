import autocannon, { type RawRequest, type RequestStep } from "autocannon";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { backgroundPresetPath } from "@kma/core/enums";
import { BULK_DOMAIN, counterMismatches } from "../src/db/bulk-data";
import type { Db } from "../src/db/client";
import { COMMENTS, REPLIES, TRIBUTES, VISITORS, demoPostFields, seededRandom } from "../src/db/demo-data";

export type WritesResult = {
  seconds: number;
  connections: number;
  requests: number;
  failed: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  byCall: Record<string, number>;
  /** The first few non-2xx answers. */
  samples: string[];
  mismatches: string[];
};

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Mixed reads and writes under load through the HTTP API (the load run's shape: 100 connections
 * for 60 s at full scale): `connections` connections for `seconds`, each going round
 * create-post (published), add-tribute, add-comment (signed in, anonymous, a reply), like-post
 * twice and five reads (get-post anonymous and signed in, the wall, a feed page, a search), as one of 200 bulk accounts with a real token (issued by the auth plugin
 * itself), on a few hundred memorials including the busiest (so writes meet on the same rows).
 * Then every counter is compared with the rows it counts.
 */
export async function runWrites(app: FastifyInstance, db: Db, baseUrl: string, connections: number, seconds: number): Promise<WritesResult> {
  const accounts = await rows<{ id: string }>(db, sql`select id from users where email like ${`%${BULK_DOMAIN}`} order by username limit 200`);
  const tokens = await Promise.all(accounts.map((a) => app.issueAccessToken(a.id)));
  const targets = await rows<{ id: string; blog_id: string }>(
    db,
    sql`(select id, blog_id from posts where not draft order by total_comments desc limit 5)
        union all (select id, blog_id from posts where not draft order by md5(id::text) limit 300)`,
  );
  const postIds = targets.map((t) => t.id);
  const parents = await rows<{ id: string; post_id: string }>(
    db,
    sql`select c.id, c.post_id from comments c where c.parent_id is null and c.post_id in ${postIds} order by md5(c.id::text) limit 2000`,
  );
  // A small set of like pairs, so two connections often toggle the same like at once.
  const likers = tokens.slice(0, 40);
  const likedPosts = postIds.slice(0, 25);

  const random = seededRandom(99);
  const images = { profilebanner: "/images/placeholder-portrait.png", memoriwallimages: [backgroundPresetPath(3)], backgroundimage: backgroundPresetPath(4) };
  const byCall: Record<string, number> = {};
  const samples: string[] = [];
  const step = (name: string, make: () => { body: object; token: string | null }): RequestStep => ({
    method: "POST",
    path: `/api/${name}`,
    setupRequest: (request: RawRequest) => {
      const { body, token } = make();
      return {
        ...request,
        body: JSON.stringify(body),
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      };
    },
    onResponse: (status: number, body: string) => {
      byCall[name] = (byCall[name] ?? 0) + 1;
      if ((status < 200 || status > 299) && samples.length < 5) samples.push(`${name} ${status} ${body.slice(0, 160)}`);
    },
  });
  const anyToken = () => random.pick(tokens);
  const anyPost = () => random.pick(postIds);
  const visitor = () => random.pick(VISITORS);
  const requests: RequestStep[] = [
    step("create-post", () => ({ token: anyToken(), body: { ...demoPostFields(random, images), draft: false } })),
    step("add-tribute", () => ({ token: anyToken(), body: { _id: anyPost(), tributesObj: { tribute: random.pick(TRIBUTES) } } })),
    step("add-comment", () => ({ token: anyToken(), body: { _id: anyPost(), commentsObj: { comment: random.pick(COMMENTS) } } })),
    step("add-comment", () => {
      const v = visitor();
      return {
        token: null,
        body: {
          _id: anyPost(),
          commentsObj: {
            comment: random.pick(COMMENTS),
            commenterFirstName: v.firstName,
            commenterLastName: v.lastName,
            email: v.email,
            mobileNumber: v.mobile,
            currentPlace: v.place,
          },
        },
      };
    }),
    step("add-comment", () => {
      const parent = random.pick(parents);
      return { token: anyToken(), body: { _id: parent.post_id, replying_to: parent.id, commentsObj: { comment: random.pick(REPLIES) } } };
    }),
    step("like-post", () => ({ token: random.pick(likers), body: { _id: random.pick(likedPosts) } })),
    step("like-post", () => ({ token: random.pick(likers), body: { _id: random.pick(likedPosts) } })),
    // The reads visitors make meanwhile (anonymous, so through the cache the writes invalidate).
    step("get-post", () => ({ token: null, body: { post_id: random.pick(targets).blog_id } })),
    step("get-post-comments", () => ({ token: null, body: { blog_id: anyPost(), skip: 0 } })),
    step("latest-posts", () => ({ token: null, body: { page: 1 + Math.floor(random.next() * 5) } })),
    step("search-posts", () => ({ token: null, body: { query: random.pick(["kum", "siva", "ravi", "jaffna"]), page: 1 } })),
    step("get-post", () => ({ token: anyToken(), body: { post_id: random.pick(targets).blog_id } })),
  ];

  const instance = autocannon({ url: baseUrl, connections, duration: seconds, timeout: 20, requests });
  const result = await instance;
  const mismatches = await counterMismatches(db);
  return {
    seconds,
    connections,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    byCall,
    samples,
    mismatches,
  };
}
