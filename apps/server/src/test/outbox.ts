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

/** Quoted-printable as bytes, read as UTF-8 (a Tamil letter is three escaped bytes). */
const decodeQuotedPrintableUtf8 = (raw: string) => {
  const bytes: number[] = [];
  const text = raw.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
};

/** RFC 2047 encoded-words (`=?UTF-8?B?...?=`), as nodemailer writes a non-ASCII subject. */
const decodeEncodedWords = (header: string) =>
  header
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintableUtf8(data.replace(/_/g, " ")),
    );

/** The subject and plain-text body of an .eml written by the outbox, decoded (as nodemailer writes them, LF line ends). */
export function readMail(eml: string): { subject: string; text: string } {
  const subjectHeader = /^Subject: (.*(?:\n[ \t].*)*)/m.exec(eml)?.[1] ?? "";
  // nodemailer picks quoted-printable for mostly-ASCII text and base64 for Tamil.
  const [, headers = "", body = ""] = /Content-Type: text\/plain([^\n]*\n(?:[^\n]+\n)*)\n([\s\S]*?)\n----/.exec(eml) ?? [];
  const text = /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : decodeQuotedPrintableUtf8(body);
  return { subject: decodeEncodedWords(subjectHeader.replace(/\n[ \t]+/g, " ")), text };
}

/** The newest mail in the outbox, as written (not decoded). */
export function newestMail(app: TestApp): string {
  const files = outboxFiles(app);
  if (files.length === 0) throw new Error("no mail was written");
  return fs.readFileSync(path.join(app.dataDir, "outbox", files[files.length - 1]!), "utf8");
}
