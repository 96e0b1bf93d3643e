import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { SESSION_STORAGE_KEY } from "@kma/core/limits";
import { BOOT_FILES_ID } from "@kma/core/page-boot";
import { sampleMemorial } from "@kma/core/test-fixtures/sample-memorial";
import { E2E_DATA_DIR } from "../playwright.config";

/** Shared helpers for browser tests: data is made through the real API, as a client would. */

export type Session = {
  access_token: string;
  username: string;
  fullname: string;
  profile_img: string;
  new_notification_available: boolean;
  email_verified?: boolean;
};

let counter = 0;
export const unique = (prefix = "u") => `${prefix}${Date.now().toString(36)}${(++counter).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const PASSWORD = "Memories123";

/**
 * A new account, its address proven as its owner would prove it: by opening the link in the mail
 * sign-up sent (unless `proven: false`). Keeper invitations and one-click reminders need it.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  { proven = true, ...overrides }: Partial<{ firstname: string; lastname: string; email: string; password: string; proven: boolean }> = {},
) {
  const email = overrides.email ?? `${unique("person")}@example.com`;
  const body = { firstname: "Meena", lastname: "Sivakumar", email, password: PASSWORD, ...overrides };
  const res = await request.post("/api/signup", { data: body });
  expect(res.ok(), await res.text()).toBeTruthy();
  const session = (await res.json()) as Session & { email_verified: boolean };
  if (proven) {
    const token = mailLinkFrom(latestMailTo(email), "verify-email").split("/").pop();
    const verified = await request.post("/api/verify-email", { data: { token } });
    expect(verified.ok(), await verified.text()).toBeTruthy();
    session.email_verified = true;
  }
  return { ...session, email: body.email, password: body.password };
}

/** Signs up through the form as a newcomer does: "Continue with email", the four fields, Create Account. */
export async function signUpThroughForm(page: Page, email: string, { firstname = "Tharshini", lastname = "Nadarajah" } = {}) {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByLabel("First Name").fill(firstname);
  await page.getByLabel("Last Name").fill(lastname);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** Errors the page reports: hydration mismatches surface as page errors or console errors. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Puts the session where the app keeps it, on the page open now (any page of the site). */
export async function storeSession(page: Page, session: Session) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: SESSION_STORAGE_KEY, value: JSON.stringify(sessionFields(session)) });
}

/** What the app keeps of a session. */
const sessionFields = (session: Session) => ({
  access_token: session.access_token,
  username: session.username,
  fullname: session.fullname,
  profile_img: session.profile_img,
  new_notification_available: session.new_notification_available,
  email_verified: session.email_verified,
});

/**
 * Puts the session where the app keeps it, then opens `path` signed in. On a page that has opened
 * nothing yet, the session is stored by a script that runs before the site's own, once per tab
 * (a later sign-out stays signed out): a test costs one app start, not two.
 */
export async function openSignedIn(page: Page, session: Session, path = "/") {
  if (page.url() === "about:blank") {
    await page.addInitScript(
      ({ key, value }) => {
        if (sessionStorage.getItem("e2e-session-stored")) return;
        sessionStorage.setItem("e2e-session-stored", "yes");
        localStorage.setItem(key, value);
      },
      { key: SESSION_STORAGE_KEY, value: JSON.stringify(sessionFields(session)) },
    );
  } else {
    await storeSession(page, session);
  }
  await page.goto(path);
}

/** A real photo-like JPEG made on the fly. */
export async function makeJpeg(width = 800, height = 600, color = "#8a9bb0") {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Writes an image file for file inputs and dropzones; returns its path. */
export async function imageFile(name = "photo.jpg", color?: string) {
  const dir = path.join(E2E_DATA_DIR, "..", "fixtures");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, await makeJpeg(800, 600, color));
  return file;
}

export async function uploadViaApi(request: APIRequestContext, token: string, body?: Buffer) {
  const res = await request.get("/api/get-upload-url", { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { uploadURL } = await res.json();
  const put = await request.put(uploadURL, { data: body ?? (await makeJpeg()), headers: { "content-type": "image/jpeg" } });
  expect(put.ok(), await put.text()).toBeTruthy();
  return String(uploadURL).split("?")[0];
}

/** A complete, publishable memorial (every publish rule passes): the sample memorial of packages/core. */
export function postFields(overrides: Record<string, unknown> = {}) {
  return { ...sampleMemorial(), ...overrides };
}

/** Uploads a portrait and an album photo, then publishes (or drafts) a memorial. Returns its blog_id. */
export async function createPostViaApi(request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}, draft = false) {
  const portrait = await uploadViaApi(request, token, await makeJpeg(600, 600, "#b7a99a"));
  const album = await uploadViaApi(request, token);
  const res = await request.post("/api/create-post", {
    headers: { authorization: `Bearer ${token}` },
    data: { ...postFields({ profilebanner: portrait, memoriwallimages: [album] }), ...overrides, draft },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).id as string;
}

/** The newest .eml in the outbox for an address (reset links). */
export function latestMailTo(email: string): string {
  const outbox = path.join(E2E_DATA_DIR, "outbox");
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, "_");
  const files = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith(`-${safe}.eml`))
        .sort()
    : [];
  if (!files.length) throw new Error(`no mail to ${email} in ${outbox}`);
  return fs.readFileSync(path.join(outbox, files[files.length - 1]), "utf8");
}

/** The site link to /<route>/<token> in a mail, undoing quoted-printable soft breaks and escapes. */
export function mailLinkFrom(mail: string, route: string): string {
  const decoded = mail.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  const link = decoded.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => new RegExp(`/${route}/[A-Za-z0-9_-]+$`).test(url));
  if (!link) throw new Error(`no ${route} link in mail`);
  return link;
}

/** The reset link in a mail. */
export const resetLinkFrom = (mail: string): string => mailLinkFrom(mail, "resetpassword");

/**
 * Holds back one of the app's files of the server-rendered page at `path` by `ms`, as on a slow
 * phone's network: the page is drawn and its boot script runs while that file has not come.
 * `pick` chooses it among the files the page names for the boot script (BOOT_FILES_ID), the
 * entry first.
 */
export async function delayAppFile(page: Page, path: string, pick: (files: string[]) => string | undefined, ms: number) {
  const html = await (await page.request.get(path, { headers: { accept: "text/html" } })).text();
  const files = JSON.parse(new RegExp(`<script type="application/json" id="${BOOT_FILES_ID}">([^<]*)</script>`).exec(html)![1]!) as string[];
  const file = new URL(pick(files)!, "http://site").pathname;
  await page.route(
    (url) => url.pathname === file,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

/** Holds back the app's entry file of the page at `path` by `ms` (see `delayAppFile`). */
export const delayAppEntry = (page: Page, path: string, ms = 3000) => delayAppFile(page, path, (files) => files[0], ms);

/**
 * Waits until the app has taken over the page (main.tsx marks it). A server-rendered page starts
 * its app on the visitor's first touch or key (decision 030): a key that does nothing starts it.
 */
export async function appReady(page: Page) {
  if ((await page.locator("#kma-boot").count()) > 0) await page.keyboard.press("Shift");
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
}
