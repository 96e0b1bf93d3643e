import { LISTS_MAY_LAG_MS, READS_MAY_LAG_MS } from "./lib/public-cache";
import { serverPath } from "./lib/server-root";
import { DEFAULT_CACHE_MB } from "./ops/heap-ceiling.mjs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: whose X-Forwarded-For the server believes. "off" (the default): nobody's, the
 * connection's own address is the client. A whole number: that many proxies in front, each of
 * which overwrites the header (as deploy/nginx.conf does). Otherwise a comma-separated list of
 * the proxies' addresses, CIDR ranges or loopback / linklocal / uniquelocal. Every per-address
 * limit is keyed by the address this yields, so trusting everyone ("true") is refused: a client
 * could then name any address it likes and never meet a limit.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default("off")
  .transform((value, ctx): false | number | string[] => {
    if (value === "" || value === "off") return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
    } else {
      const entries = value.split(",").map((entry) => entry.trim());
      const valid = (entry: string) => {
        if (PROXY_RANGE_NAMES.has(entry)) return true;
        const [address, bits, ...rest] = entry.split("/");
        if (rest.length > 0 || !net.isIP(address)) return false;
        return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIPv4(address) ? 32 : 128));
      };
      if (entries.every(valid)) return entries;
    }
    ctx.addIssue({
      code: "custom",
      message: "TRUST_PROXY must be off, a number of proxies (1-10), or the proxies' addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated",
    });
    return z.NEVER;
  });

/** Environment, parsed once at start (docs/api.md "Running it"). A bad value stops the process with a sentence. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  TRUST_PROXY: trustProxySchema,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Keep Memories Alive <no-reply@keepmemoriesalive.org>"),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  OIDC_ISSUER: z.string().optional(),
  OIDC_JWKS_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Off only in tests that exercise everything at once; never in production. */
  RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  /** The in-memory cache of anonymous public reads; off only to measure the database path (npm run bench). */
  RESPONSE_CACHE: z.enum(["on", "off"]).default("on"),
  /**
   * Megabytes the cache of public reads may hold, counted as what it sends: pages brotli-compressed,
   * API answers as JSON text. About 15 KB a memorial page: the default keeps some 8,000 pages.
   */
  CACHE_MB: z.coerce.number().int("CACHE_MB must be a whole number of megabytes").min(1).max(65_536).default(DEFAULT_CACHE_MB),
  /**
   * Worker threads that run the server render of public pages (decision 050); 0 renders on the
   * main thread. By default one fewer than the machine's cores (so none on one core), at most 4.
   */
  RENDER_THREADS: z.coerce.number().int("RENDER_THREADS must be a whole number").min(0).max(16).optional(),
  /** The reminder queue and its hourly sweep (decision 028); off only in API tests, which run the sweep themselves. */
  REMINDERS: z.enum(["on", "off"]).default("on"),
  /** Listed memorials' pages rendered and kept while no reader is being answered (decision 054). */
  KEEP_PAGES_AHEAD: z.enum(["on", "off"]).default("on"),
});

export type Config = {
  port: number;
  host: string;
  /** Fastify's trustProxy: which peers may say who the client is (never inferred from HOST). */
  trustProxy: false | number | string[];
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  storage: { driver: "local" | "s3"; bucket?: string; endpoint?: string; region?: string };
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret?: string;
  google: { clientId?: string; issuer: string; jwksUrl: string };
  webDist: string;
  logLevel: string;
  rateLimit: boolean;
  responseCache: boolean;
  /** The byte budget of the cache of public reads. */
  cacheBytes: number;
  /** How long lists of memorial cards may lag behind likes and messages (plugins/public-cache.ts); 0 in tests that read every list after each write. */
  listsLagMs: number;
  /** How long other public reads and pages may lag behind likes and messages (plugins/public-cache.ts); 0 in tests that read after each write. */
  readsLagMs: number;
  reminders: boolean;
  /** Worker threads rendering public pages; 0: on the main thread. */
  renderThreads: number;
  /** Whether listed memorials' pages are rendered and kept while no reader is being answered. */
  keepPagesAhead: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const e = parsed.data;
  if (e.STORAGE === "s3" && !e.S3_BUCKET) throw new Error("Invalid configuration: STORAGE=s3 needs S3_BUCKET");
  const port = e.PORT;
  const config: Config = {
    port,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    storage: { driver: e.STORAGE, bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION },
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    google: {
      clientId: e.GOOGLE_CLIENT_ID || undefined,
      issuer: e.OIDC_ISSUER ?? "https://accounts.google.com",
      jwksUrl: e.OIDC_JWKS_URL ?? "https://www.googleapis.com/oauth2/v3/certs",
    },
    webDist: path.resolve(e.WEB_DIST ?? serverPath("../web/dist")),
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT === "on",
    responseCache: e.RESPONSE_CACHE === "on",
    cacheBytes: e.CACHE_MB * 1024 * 1024,
    listsLagMs: LISTS_MAY_LAG_MS,
    readsLagMs: READS_MAY_LAG_MS,
    reminders: e.REMINDERS === "on",
    renderThreads: e.RENDER_THREADS ?? Math.min(4, Math.max(0, os.availableParallelism() - 1)),
    keepPagesAhead: e.KEEP_PAGES_AHEAD === "on",
  };
  return { ...config, ...overrides };
}
