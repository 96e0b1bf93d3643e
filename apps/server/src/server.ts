import { loadConfig } from "./config";
import { buildApp } from "./app";

/** Starts the site: builds the app, listens, and on SIGINT/SIGTERM drains in-flight requests, then closes. */
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
      // Stop accepting connections, let every request already received finish (and its
      // database work with it), and only then close the pool and the rest.
      app.server.close();
      // The reminder queue takes no new job and finishes the one running, beside the requests.
      await Promise.all([app.requestsDrained(), app.reminders.stop()]);
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
