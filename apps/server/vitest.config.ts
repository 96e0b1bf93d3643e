import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // *.pg.test.ts need a PostgreSQL server (several processes on one database): they run in
    // the PostgreSQL pass (TEST_DATABASE_URL set, as in CI), not in the embedded one.
    exclude: process.env.TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, "src/**/*.pg.test.ts"],
    // Each file opens its own database; PGlite start-up and argon2 are CPU-bound on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./src/test/setup.ts"],
    // One migrated database for the run, copied for each file (src/test/global-setup.ts).
    globalSetup: ["./src/test/global-setup.ts"],
  },
});
