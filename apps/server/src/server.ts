import { loadConfig } from "./config";
import { buildApp } from "./app";

/** Starts the site: builds the app, listens, and closes with grace on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, "shutting down");
      const timer = setTimeout(() => process.exit(1), 10_000).unref();
      await app.close();
      clearTimeout(timer);
      process.exit(0);
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Keep Memories Alive is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
