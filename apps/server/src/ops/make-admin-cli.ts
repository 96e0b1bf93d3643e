import { openDatabase } from "../db/client";
import { loadConfig } from "../config";
import { parseMakeAdminArgs, setAdminRole } from "./make-admin";

/**
 * `npm run make-admin -- someone@example.com [--remove]`: gives an account the site's admin
 * role (or takes it back) in the database this environment describes. Stop the server first
 * on PGlite (it holds the data directory); on PostgreSQL it may run beside it. The account
 * sees the admin page after its next sign-in.
 */
const args = parseMakeAdminArgs(process.argv.slice(2));
if (!args) {
  console.error("Usage: npm run make-admin -- someone@example.com [--remove]");
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/db` });
try {
  const username = await setAdminRole(database.db, args);
  if (!username) {
    console.error(`No account has the e-mail ${args.email}.`);
    process.exitCode = 1;
  } else {
    console.info(args.remove ? `${username} (${args.email}) is no longer a site admin.` : `${username} (${args.email}) is now a site admin.`);
  }
} finally {
  await database.close();
}
