import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { TestApp } from "../../test/build-app";
import { post } from "../../test/build-app";
import { outboxFiles, readMail } from "../../test/outbox";

/** Every mail written so far to `email`, oldest first: raw (headers) and decoded (subject, text). */
export function mailsTo(app: TestApp, email: string) {
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, "_");
  return outboxFiles(app)
    .filter((file) => file.endsWith(`-${safe}.eml`))
    .map((file) => {
      const raw = fs.readFileSync(path.join(app.dataDir, "outbox", file), "utf8");
      // Long headers are folded onto the next line: unfold them, as a mail client reads them.
      return { raw: raw.replace(/\n[ \t]+/g, " "), ...readMail(raw) };
    });
}

/** The token of the first link to `/<route>/<token>` in a mail's text. */
export function linkToken(text: string, route: string): string {
  const token = new RegExp(`https?://\\S+/${route}/([A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no /${route}/ link in: ${text}`);
  return token;
}

/** A signed-out visitor asks for reminders by e-mail; the confirmation link's token, read from the mail. */
export async function askByEmail(app: TestApp, blogId: string, email: string, lang?: string): Promise<string> {
  const before = mailsTo(app, email).length;
  const res = await post(app, `/follow-memorial${lang ? `?lang=${lang}` : ""}`, { post_id: blogId, email });
  expect(res.json()).toEqual({ following: false, confirmation_sent: true });
  const mails = mailsTo(app, email);
  expect(mails.length).toBe(before + 1);
  return linkToken(mails[mails.length - 1]!.text, "follow/confirm");
}

/** Follows by e-mail and opens the confirmation link. */
export async function followConfirmed(app: TestApp, blogId: string, email: string, lang?: string) {
  const token = await askByEmail(app, blogId, email, lang);
  expect((await post(app, "/confirm-follow", { token })).statusCode).toBe(200);
}

/** A moment of a UTC day (the sweep's clock): five past midnight, as the hourly schedule runs. */
export const at = (day: string) => new Date(`${day}T00:05:00Z`);
