import { configDefaults, defineConfig } from "vitest/config";
import { testFilesThatMock } from "../../scripts/lib/test-files-that-mock.ts";
import { SAME_IN_EVERY_PASS } from "./src/test/database-passes.ts";

/**
 * Files that replace a module with vi.mock must load the app afresh; every other file shares its
 * worker's loaded modules. Loading the app's modules again for each file was half of the run
 * (about 1.6 s a file); each file still gets its own database and its own app (src/test/build-app.ts).
 */
const ISOLATED = testFilesThatMock(import.meta.dirname);

// *.pg.test.ts need a PostgreSQL server (several processes on one database): they run in
// the PostgreSQL pass (TEST_DATABASE_URL set, as in CI), not in the embedded one. Files that
// open no database of the pass run in the embedded pass only (src/test/database-passes.ts).
const exclude = process.env.TEST_DATABASE_URL ? [...configDefaults.exclude, ...SAME_IN_EVERY_PASS] : [...configDefaults.exclude, "src/**/*.pg.test.ts"];

export default defineConfig({
  test: {
    // Each file opens its own database; PGlite start-up and argon2 are CPU-bound on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./src/test/setup.ts"],
    // One migrated database for the run, copied for each file (src/test/global-setup.ts).
    globalSetup: ["./src/test/global-setup.ts"],
    projects: [
      { extends: true, test: { name: "shared modules", include: ["src/**/*.test.ts"], exclude: [...exclude, ...ISOLATED], isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED, exclude, isolate: true } },
    ],
  },
});
