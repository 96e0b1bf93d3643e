import fs from "node:fs";
import path from "node:path";
import type { TestApp } from "./build-app";
import { post } from "./build-app";

/** The mails written so far to DATA_DIR/outbox (no SMTP_URL in tests), oldest first. */
export function outboxFiles(app: TestApp): string[] {
  const outbox = path.join(app.dataDir, "outbox");
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
}

/** Mail parts are quoted-printable: undo the soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Asks POST /forgotpassword for `email` and reads the reset link back from the new mail. */
export async function requestResetLink(app: TestApp, email: string): Promise<{ eml: string; token: string }> {
  const before = new Set(outboxFiles(app));
  const res = await post(app, "/forgotpassword", { email });
  if (res.statusCode !== 200) throw new Error(`forgotpassword answered ${res.statusCode}`);
  const file = outboxFiles(app).find((f) => !before.has(f));
  if (!file) throw new Error("no mail was written");
  const eml = decodeQuotedPrintable(fs.readFileSync(path.join(app.dataDir, "outbox", file), "utf8"));
  const token = /\/resetpassword\/([A-Za-z0-9_-]+)/.exec(eml)?.[1];
  if (!token) throw new Error("no reset link in the mail");
  return { eml, token };
}
