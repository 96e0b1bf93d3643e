import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { createServerDatabase } from "../db/server-database";
import { startS3rver } from "../storage/s3rver-for-tests";
import { buildPostFields } from "../test/factories";
import { callApi, freePort, startServer } from "./server-process";
import { visitorComment } from "../routes/comments/engagement-test-helpers";

/**
 * Several servers, one database: two real server processes on one PostgreSQL and
 * one S3 bucket (s3rver), behind a small round-robin proxy that, like nginx's
 * proxy_next_upstream, tries the other server when one does not answer.
 */

const SECRET = "two-servers-secret-that-is-long-enough-0123456789";

/** Round-robin over the upstreams; a refused connection is retried on the next one. */
async function startProxy(upstreams: string[]) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const target = new URL(upstreams[next++ % upstreams.length]);
        const forward = http.request(
          { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        forward.on("error", () => (tries > 1 ? attempt(tries - 1) : response.writeHead(502).end()));
        forward.end(body);
      };
      attempt(upstreams.length);
    });
  });
  const port = await new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function call(base: string, route: string, body: unknown, token?: string) {
  const { status, json } = await callApi(base, route, body, token);
  return { status, json: json ?? {} };
}

describe("two server processes behind a proxy, one PostgreSQL, one S3 bucket", async () => {
  const s3 = await startS3rver();
  const database = await createServerDatabase(process.env.TEST_DATABASE_URL!, "kma_two_servers");
  const proxyPort = await freePort();
  const env = {
    DATABASE_URL: database.url,
    STORAGE: "s3",
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    JWT_SECRET: SECRET,
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
  };
  // One after the other: the second finds the migrations applied (each takes the migration lock).
  const one = await startServer(env);
  const two = await startServer(env);
  const proxy = await startProxy([one.url, two.url]);
  afterAll(async () => {
    for (const server of [one, two]) {
      server.child.kill("SIGKILL");
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    await proxy.close();
    await database.drop();
  });

  let token = "";
  let blogId = "";
  let postId = "";

  it("signs up on one server, signs in on the other, and publishes with that token on the first", async () => {
    const signup = await call(one.url, "/signup", { firstname: "Meena", lastname: "Sivakumar", email: "meena@example.com", password: "Secret123" });
    expect(signup.status).toBe(200);
    const signin = await call(two.url, "/signin", { email: "meena@example.com", password: "Secret123" });
    expect(signin.status).toBe(200);
    token = signin.json.access_token as string;
    const created = await call(one.url, "/create-post", { ...buildPostFields(), draft: false }, token);
    expect(created.status).toBe(200);
    blogId = created.json.id as string;
    postId = ((await call(two.url, "/get-post", { post_id: blogId })).json.blog as { _id: string })._id;
    expect(postId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows a write on one server at once on the other, whose public cache held the old answer", async () => {
    const wall = () => call(two.url, "/get-post-comments", { blog_id: postId, skip: 0 });
    const before = await wall();
    const added = await call(one.url, "/add-comment", { _id: postId, commentsObj: { comment: "Written on server one" }, replying_to: null }, token);
    expect(added.status).toBe(200);
    // The other process learns of the write through PostgreSQL (LISTEN/NOTIFY) within moments.
    let after = await wall();
    for (let i = 0; i < 20 && JSON.stringify(after.json) === JSON.stringify(before.json); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await wall();
    }
    expect(JSON.stringify(after.json)).toContain("Written on server one");
  });

  it("counts a rate limit across both servers: 30 anonymous memorials a minute from one address in all", async () => {
    const visitor = visitorComment();
    let accepted = 0;
    for (let i = 0; i < 30; i++) {
      const res = await call(i % 2 ? one.url : two.url, "/add-comment", { _id: postId, commentsObj: visitor, replying_to: null });
      if (res.status === 200) accepted++;
    }
    expect(accepted).toBe(30);
    for (const server of [one, two]) {
      const limited = await call(server.url, "/add-comment", { _id: postId, commentsObj: visitor, replying_to: null });
      expect(limited).toEqual({ status: 429, json: { error: MESSAGES.tooManyRequests } });
    }
  });

  it("stores an upload through one server in the bucket, and serves it from the other", async () => {
    const issued = await fetch(`${one.url}/api/get-upload-url`, { headers: { authorization: `Bearer ${token}` } });
    const { uploadURL } = (await issued.json()) as { uploadURL: string };
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#a33" } })
      .png()
      .toBuffer();
    const target = new URL(uploadURL);
    const put = await fetch(`${two.url}${target.pathname}${target.search}`, { method: "PUT", headers: { "content-type": "image/png" }, body: png });
    expect(put.status).toBe(200);
    const stored = new URL(((await put.json()) as { url: string }).url);
    const served = await fetch(`${one.url}${stored.pathname}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(40);
  });

  it("carries on through the proxy when one server is killed", async () => {
    const through = () => call(proxy.url, "/get-post", { post_id: blogId });
    expect((await through()).status).toBe(200);
    one.child.kill("SIGKILL");
    await new Promise((resolve) => one.child.once("exit", resolve));
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await through()).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const written = await call(proxy.url, "/add-comment", { _id: postId, commentsObj: { comment: "After the crash" }, replying_to: null }, token);
    expect(written.status).toBe(200);
  });
});
