import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { ALL_SCOPES } from "../lib/public-cache";
import { FamilyCopyImportError, importFamilyCopy } from "../services/family-copy/import-family-copy";

/**
 * `npm run import -- FILE.zip --owner someone@example.com`: imports a family's copy (the
 * keepers' "Download the family's copy") into the site this environment describes (its
 * DATABASE_URL, DATA_DIR and STORAGE), as a memorial of that existing account (decision 029).
 * On PGlite stop the server first (it holds the data directory); on PostgreSQL it may run, and
 * is told to drop its cached lists.
 */
const USAGE = "Usage: npm run import -- FILE.zip --owner someone@example.com";

function parseArgs(argv: readonly string[]): { file: string; owner: string } | null {
  const at = argv.indexOf("--owner");
  const owner = at >= 0 ? argv[at + 1] : undefined;
  const rest = argv.filter((_, i) => at < 0 || (i !== at && i !== at + 1));
  if (!owner || !owner.includes("@") || rest.length !== 1 || rest[0]!.startsWith("-")) return null;
  return { file: path.resolve(rest[0]!), owner };
}

const args = parseArgs(process.argv.slice(2));
if (!args) {
  console.error(USAGE);
  process.exit(1);
}
const config = loadConfig();
const app = await buildApp({ config, logger: false });
try {
  await app.ready();
  const summary = await importFamilyCopy(app, args.file, args.owner);
  if (config.databaseUrl) await app.db.execute(sql`select pg_notify('kma_public_cache', ${`import ${ALL_SCOPES}`})`);
  const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
  console.info(
    [
      `Imported ${path.basename(args.file)} as ${config.publicUrl}/post/${summary.blogId} (owned by ${summary.owner}):`,
      `  memory wall: ${count(summary.messages, "message", "messages")} and ${count(summary.replies, "reply", "replies")}`,
      `  ${count(summary.tributes, "tribute", "tributes")}`,
      `  ${count(summary.albumEntries, "album entry", "album entries")}`,
      `  ${count(summary.photos, "photo", "photos")}`,
    ].join("\n"),
  );
} catch (error) {
  console.error(error instanceof FamilyCopyImportError ? `Nothing was imported: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
