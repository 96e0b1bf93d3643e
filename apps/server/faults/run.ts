import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { openDatabase } from "../src/db/client";
import { counterMismatches } from "../src/db/bulk-data";
import { comments, tributes } from "../src/db/schema";
import { callApi, freePort, startServer, type ServerProcess } from "../src/ops/server-process";
import { buildPostFields } from "../src/test/factories";
import { startCluster, type Cluster } from "./postgres-cluster";

/**
 * `npm run faults`: what the site does when things break, proved with
 * numbers on real server processes and a throwaway PostgreSQL cluster of its own:
 *   1. kill -9 during a stream of writes (PostgreSQL, then embedded PGlite): no acknowledged
 *      write lost, every counter equal to its rows, the embedded database reopens cleanly;
 *   2. a PostgreSQL restart under load: only short 503 { error } answers, no 500, nothing hung,
 *      then full service without restarting the app;
 *   3. an S3 outage during an upload: a clear error, nothing half stored, uploads work again after;
 *   4. SIGTERM with requests in flight: every one answered, then a clean exit.
 * Prints the figures; exits 1 if any promise is broken. `npm run faults -- sigterm s3` runs only
 * those (kill, kill-embedded, restart, s3, sigterm).
 */

const SECRET = "fault-suite-secret-that-is-long-enough-0123456789";
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signUpAndPublish(base: string, name: string) {
  const email = `${name}-${Date.now()}@example.com`;
  const signup = await callApi(base, "/signup", { firstname: "Fault", lastname: name, email, password: "Secret123" });
  const token = signup.json?.access_token as string;
  const created = await callApi(base, "/create-post", { ...buildPostFields(), draft: false }, token);
  const blogId = created.json?.id as string;
  const post = await callApi(base, "/get-post", { post_id: blogId });
  return { token, blogId, postId: (post.json?.blog as { _id: string })._id };
}

/** 1. kill -9 in the middle of writes, then start again on the same database. */
async function killDuringWrites(label: string, env: NodeJS.ProcessEnv, databaseOptions: (dataDir: string) => Parameters<typeof openDatabase>[0]) {
  console.log(`\nkill -9 during writes (${label})`);
  let server = await startServer({ ...env, RATE_LIMIT: "off" });
  const { token, blogId, postId } = await signUpAndPublish(server.url, "writer");
  const acknowledged = { comments: new Set<string>(), tributes: new Set<string>() };
  const topLevel: string[] = [];
  let stopped = false;
  let sent = 0;
  const writer = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      sent++;
      try {
        const kind = (i + n) % 4;
        if (kind === 3) {
          const res = await callApi(server.url, "/add-tribute", { _id: postId, tributesObj: { tribute: `Tribute ${n}.${i}` } }, token);
          if (res.status === 200) acknowledged.tributes.add(res.json?._id as string);
        } else {
          const parent = kind === 2 && topLevel.length > 0 ? topLevel[(i * 7 + n) % topLevel.length] : null;
          const res = await callApi(server.url, "/add-comment", { _id: postId, commentsObj: { comment: `Message ${n}.${i}` }, replying_to: parent }, token);
          if (res.status === 200) {
            acknowledged.comments.add(res.json?._id as string);
            if (!parent) topLevel.push(res.json?._id as string);
          }
        }
      } catch {
        return; // the server is gone
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, n) => writer(n));
  await sleep(2500);
  server.child.kill("SIGKILL");
  await server.exited;
  stopped = true;
  await Promise.all(writers);
  const acked = acknowledged.comments.size + acknowledged.tributes.size;

  const restartedAt = Date.now();
  server = await startServer({ ...env, RATE_LIMIT: "off" }, { dataDir: server.dataDir });
  const reopenMs = Date.now() - restartedAt;
  const after = await callApi(server.url, "/get-post", { post_id: blogId });
  check(after.status === 200, `the site answers again after kill -9 (started in ${reopenMs} ms)`);
  await stopGracefully(server);

  const database = await openDatabase(databaseOptions(server.dataDir));
  try {
    const foundComments = await database.db
      .select({ id: comments.id })
      .from(comments)
      .where(inArray(comments.id, [...acknowledged.comments]));
    const foundTributes = acknowledged.tributes.size
      ? await database.db
          .select({ id: tributes.id })
          .from(tributes)
          .where(inArray(tributes.id, [...acknowledged.tributes]))
      : [];
    const found = foundComments.length + foundTributes.length;
    console.log(`  ${sent} writes sent, ${acked} acknowledged before the kill, ${found} of them found after the restart`);
    check(acked > 0 && found === acked, `no acknowledged write lost (${acked - found} lost)`);
    const mismatches = await counterMismatches(database.db);
    check(mismatches.length === 0, `every counter equals its rows${mismatches.length ? `: ${mismatches.join("; ")}` : ""}`);
  } finally {
    await database.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

async function stopGracefully(server: ServerProcess) {
  server.child.kill("SIGTERM");
  return server.exited;
}

/** 2. The database restarts while ten clients read and write. */
async function postgresRestartUnderLoad(cluster: Cluster, env: NodeJS.ProcessEnv) {
  console.log("\nPostgreSQL restart under load");
  // RESPONSE_CACHE off: every read goes to the database, the hardest case.
  const server = await startServer({ ...env, RATE_LIMIT: "off", RESPONSE_CACHE: "off" });
  const { token, blogId, postId } = await signUpAndPublish(server.url, "restart");
  const statuses = new Map<string, number>();
  const unavailable: number[] = [];
  let notJson = 0;
  let hung = 0;
  let stopped = false;
  const start = Date.now();
  const client = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      const [route, body, auth] =
        i % 3 === 0
          ? (["/add-comment", { _id: postId, commentsObj: { comment: `During restart ${n}.${i}` }, replying_to: null }, token] as const)
          : i % 3 === 1
            ? (["/get-post", { post_id: blogId }, undefined] as const)
            : (["/latest-posts", { page: 1 }, undefined] as const);
      try {
        const res = await callApi(server.url, route, body, auth, AbortSignal.timeout(15_000));
        statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1);
        if (res.status === 503) unavailable.push(Date.now());
        if (res.status >= 400 && typeof res.json?.error !== "string") notJson++;
        if (res.status === 503) await sleep(100);
      } catch {
        hung++;
      }
    }
  };
  const clients = Array.from({ length: 10 }, (_, n) => client(n));
  await sleep(1500);
  const restartAt = Date.now();
  cluster.restart();
  const restartedAt = Date.now();
  await sleep(4000);
  stopped = true;
  await Promise.all(clients);
  const window = unavailable.length ? (Math.max(...unavailable) - Math.min(...unavailable)) / 1000 : 0;
  console.log(
    `  ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests in ${((Date.now() - start) / 1000).toFixed(1)} s: ` +
      [...statuses].map(([status, n]) => `${n} × ${status}`).join(", ") +
      `; the database was down ${((restartedAt - restartAt) / 1000).toFixed(1)} s; 503s over ${window.toFixed(1)} s`,
  );
  check(!statuses.has("500"), "no 500 answer");
  check(hung === 0, `no request hung or was cut (${hung})`);
  check(notJson === 0, `every error answer is JSON { error } (${notJson} were not)`);
  check(window <= 10, `503 answers only while the database was away (${window.toFixed(1)} s)`);
  const after = await Promise.all(
    Array.from({ length: 20 }, (_, i) => callApi(server.url, i % 2 ? "/get-post" : "/latest-posts", i % 2 ? { post_id: blogId } : { page: 1 })),
  );
  check(
    after.every((res) => res.status === 200),
    "full service afterwards, without restarting the app",
  );
  await stopGracefully(server);
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** 3. The S3 service goes away while a photo is being uploaded. */
async function s3OutageDuringUpload(env: NodeJS.ProcessEnv) {
  console.log("\nS3 outage during an upload");
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kma-faults-s3-"));
  const s3Port = await freePort();
  const startS3 = async () => {
    const s3 = new S3rver({ address: "127.0.0.1", port: s3Port, directory, silent: true, configureBuckets: [{ name: "faults" }] });
    await s3.run();
    return s3;
  };
  let s3 = await startS3();
  const s3env = {
    ...env,
    STORAGE: "s3",
    S3_BUCKET: "faults",
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
  };
  const server = await startServer({ ...s3env, RATE_LIMIT: "off" });
  const { token } = await signUpAndPublish(server.url, "uploader");
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#7a8" } })
    .jpeg()
    .toBuffer();
  const upload = async () => {
    const issued = await fetch(`${server.url}/api/get-upload-url`, { headers: { authorization: `Bearer ${token}` } });
    const { uploadURL } = (await issued.json()) as { uploadURL: string };
    const target = new URL(uploadURL);
    const res = await fetch(`${server.url}${target.pathname}${target.search}`, { method: "PUT", headers: { "content-type": "image/jpeg" }, body: photo });
    return {
      status: res.status,
      body: (await res.json().catch(() => null)) as { error?: string; url?: string } | null,
      key: target.pathname.split("/").pop()!,
    };
  };

  await s3.close();
  const during = await upload();
  const stored = fs
    .readdirSync(path.join(directory, "faults"), { recursive: true })
    .map(String)
    .filter((f) => f.includes(during.key));
  console.log(`  upload while S3 is down: ${during.status} ${JSON.stringify(during.body)}`);
  check(during.status >= 500 && during.status !== 500 && typeof during.body?.error === "string", "a clear { error } answer that is not a 500");
  s3 = await startS3();
  check(
    stored.length === 0 &&
      fs
        .readdirSync(path.join(directory, "faults"), { recursive: true })
        .map(String)
        .every((f) => !f.includes(during.key)),
    "nothing of that upload stored",
  );
  const after = await upload();
  check(after.status === 200, `the next upload works once S3 is back (${after.status})`);
  await stopGracefully(server);
  await s3.close();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  fs.rmSync(directory, { recursive: true, force: true });
}

/** 4. SIGTERM while requests are in flight: sent when the server has logged every one as received. */
async function sigtermDrains(env: NodeJS.ProcessEnv) {
  console.log("\nSIGTERM with requests in flight");
  let received = 0;
  const server = await startServer(
    { ...env, RATE_LIMIT: "off", RESPONSE_CACHE: "off", LOG_LEVEL: "info" },
    { onLogLine: (line) => (received += line.includes('"incoming request"') ? 1 : 0) },
  );
  const { blogId } = await signUpAndPublish(server.url, "drain");
  const email = `drain-signin-${Date.now()}@example.com`;
  await callApi(server.url, "/signup", { firstname: "Drain", lastname: "Signin", email, password: "Secret123" });
  // Sign-ins hash with argon2 (tens of ms each, more on a busy machine), so some are still running.
  const before = received;
  const inFlight = Array.from({ length: 16 }, (_, i) =>
    i % 2 ? callApi(server.url, "/signin", { email, password: "Secret123" }) : callApi(server.url, "/get-post", { post_id: blogId }),
  );
  while (received < before + inFlight.length) await sleep(2);
  server.child.kill("SIGTERM");
  const answers = await Promise.allSettled(inFlight);
  const code = await server.exited;
  const ok = answers.filter((a) => a.status === "fulfilled" && a.value.status === 200).length;
  const outcomes = answers.map((a) => (a.status === "fulfilled" ? String(a.value.status) : `failed (${String((a.reason as Error).cause ?? a.reason)})`));
  console.log(`  ${answers.length} requests received when SIGTERM came: ${ok} answered 200 (${[...new Set(outcomes)].join(", ")}); exit code ${code}`);
  check(ok === answers.length, "every in-flight request answered");
  check(code === 0, "a clean exit");
  const refused = await callApi(server.url, "/get-post", { post_id: blogId }).then(
    () => false,
    () => true,
  );
  check(refused, "no new connection accepted after the exit");
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

async function main() {
  const cluster = await startCluster();
  console.log(`Fault suite on a throwaway PostgreSQL at ${cluster.url}`);
  const env = { JWT_SECRET: SECRET, DATABASE_URL: cluster.url };
  const scenarios: Record<string, () => Promise<void>> = {
    kill: () => killDuringWrites("PostgreSQL", env, () => ({ databaseUrl: cluster.url })),
    // Embedded: the same DATA_DIR is started again, with PGlite's files and a stale db.lock in it.
    "kill-embedded": () =>
      killDuringWrites("embedded PGlite", { JWT_SECRET: SECRET, DATABASE_URL: "" }, (dataDir) => ({ pgliteDir: path.join(dataDir, "db") })),
    restart: () => postgresRestartUnderLoad(cluster, env),
    s3: () => s3OutageDuringUpload(env),
    sigterm: () => sigtermDrains(env),
  };
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
  try {
    for (const [name, scenario] of Object.entries(scenarios)) if (only.length === 0 || only.includes(name)) await scenario();
  } finally {
    cluster.stop();
  }
  console.log(failures.length ? `\n${failures.length} fault check(s) failed` : "\nEvery fault check passed");
  process.exit(failures.length ? 1 : 0);
}

await main();
