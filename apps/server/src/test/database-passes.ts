/**
 * CI runs the server's tests twice: on embedded PGlite, then on PostgreSQL (TEST_DATABASE_URL).
 * These files open no database of the pass (`openTestDatabase`), only their own embedded one or
 * none, so the PostgreSQL pass would run them exactly as the embedded pass does: they run in the
 * embedded pass only. Together they took about 38 s of each pass (most of it the embedded
 * backup and restore). setup.ts fails a listed file the moment it opens the pass's database.
 */
export const SAME_IN_EVERY_PASS = [
  "src/ops/backup.test.ts",
  "src/db/client.test.ts",
  "src/services/render-og-card.test.ts",
  "src/services/process-image.test.ts",
  "src/lib/linear-time.test.ts",
  "src/storage/storage-drivers.test.ts",
  "src/ops/server-bundle.test.ts",
  "src/services/render-threads.test.ts",
];
