import Fastify, { type FastifyServerOptions } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { LIMITS } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { answerSerializerCompiler, answersAreChecked } from "./lib/answer-contract";
import { loadOrCreateSecret } from "./lib/secret";
import { answerContractPlugin } from "./plugins/answer-contract";
import { authPlugin } from "./plugins/auth";
import { dbPlugin } from "./plugins/db";
import { inFlightPlugin } from "./plugins/in-flight";
import { databaseRateLimitStore } from "./lib/database-rate-limit-store";
import { limitSignedInWrites } from "./lib/route-rate-limit";
import { errorsPlugin, frameworkErrors } from "./plugins/errors";
import { localePlugin } from "./plugins/locale";
import { mailerPlugin } from "./plugins/mailer";
import { openApiPlugin } from "./plugins/openapi";
import { postReadsPlugin } from "./plugins/post-reads";
import { publicCachePlugin } from "./plugins/public-cache";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { rejectNulCharactersPlugin } from "./plugins/reject-nul-characters";
import { remindersPlugin } from "./plugins/reminders";
import { storagePlugin } from "./plugins/storage";
import { sharePreviewsPlugin } from "./plugins/share-previews";
import { webPlugin } from "./plugins/web";
import { registerRoutes } from "./routes";
import { memorialFormsRoutes } from "./routes/memorial-forms";
import { BOOT_SCRIPT_HASH } from "./services/boot-script";

export type BuildAppOptions = {
  config: Config;
  /** An already-open database (tests); otherwise one is opened from the config. */
  database?: Database;
  logger?: FastifyServerOptions["logger"];
};

/** Registers plugins, then routes. Used by server.ts and by every API test. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: LIMITS.jsonBodyMaxBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    forceCloseConnections: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Every answer has a schema (decision 040): checked under tests, only stringified in production.
  const checkAnswers = answersAreChecked();
  app.setSerializerCompiler(answerSerializerCompiler({ check: checkAnswers }));

  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/db` }));
  await app.register(inFlightPlugin);
  await app.register(errorsPlugin);
  await app.register(answerContractPlugin, { check: checkAnswers });
  await app.register(localePlugin);
  await app.register(rejectNulCharactersPlugin);
  await app.register(dbPlugin, { database: db, ownsDatabase: !database });
  await app.register(storagePlugin, { config });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Google Identity Services runs in its own script and iframe when sign-in with Google is enabled.
        // The one inline script is the server-rendered pages' boot script, allowed by its hash (decision 030).
        scriptSrc: ["'self'", BOOT_SCRIPT_HASH, "https://accounts.google.com/gsi/client"],
        frameSrc: ["'self'", "https://accounts.google.com/gsi/"],
        connectSrc: ["'self'", "https://accounts.google.com/gsi/", ...(config.storage.endpoint ? [config.storage.endpoint] : [])],
        styleSrc: ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/style"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Popups allowed for sign-in with Google. The server-rendered public pages go without it (decision 031).
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  app.addHook("onRoute", limitSignedInWrites(app));
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so several servers of one site share each limit.
    store: databaseRateLimitStore(app.db),
    // A database outage answers 503 on the call itself; the limiter must not turn it into a 500.
    skipOnError: true,
    errorResponseBuilder: () => ({ statusCode: 429, error: MESSAGES.tooManyRequests }),
  });
  await app.register(authPlugin, { secret: loadOrCreateSecret(config.dataDir, config.jwtSecret) });
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  app.decorate("config", config);
  await app.register(postReadsPlugin);
  await app.register(publicCachePlugin);
  await app.register(remindersPlugin, { database: db });
  await app.register(openApiPlugin);
  await app.register(registerRoutes, { prefix: "/api" });
  await app.register(webPlugin, { root: config.webDist });
  // The memorial page's forms without the app (decision 037): posted to the page's own address.
  await app.register(memorialFormsRoutes);
  await app.register(sharePreviewsPlugin);
  return app;
}

/** Fastify takes a hop count at run time but its types only as a function, which this is. */
function trustProxyOption(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}
