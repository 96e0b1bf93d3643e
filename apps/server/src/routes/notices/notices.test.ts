import crypto from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { addDays } from "@kma/core/posts/remembrance-dates";
import { nextKeptThithi, thithiKeeping } from "@kma/core/posts/tamil-calendar/kept-thithi";
import type { RemembranceCalendar } from "@kma/core/posts/tamil-calendar/remembrance-calendar";
import { SAMPLE_MEMORIAL } from "@kma/core/test-fixtures/sample-memorial";
import { postKeepers, posts } from "../../db/schema";
import { buildTestApp, get } from "../../test/build-app";
import { longDay } from "../../services/reminders/reminder-mails";
import { API_TEST_NAME, API_TEST_PERSON, buildPost, buildUser } from "../../test/factories";

/**
 * The printable notice and the notice image as a family gets them: the PDF is read back with
 * poppler's pdfinfo, pdftotext and pdftoppm (Debian's poppler-utils), and the QR codes are
 * decoded from the pixels with jsQR, as a phone would.
 */

const app = await buildTestApp({ rateLimit: false });
const author = await buildUser(app);
const stranger = await buildUser(app);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "kma-notice-test-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const TAMIL_NAME = { tamilfirstname: "சிவகுமார்", tamillastname: "இராசையா" };
const memorialUrl = (blogId: string) => `${app.config.publicUrl}/post/${blogId}`;

function pdfFile(bytes: Buffer): string {
  const file = path.join(work, `${crypto.randomUUID()}.pdf`);
  fs.writeFileSync(file, bytes);
  return file;
}
const pdfInfo = (bytes: Buffer) => execFileSync("pdfinfo", [pdfFile(bytes)], { encoding: "utf8" });
const pdfText = (bytes: Buffer) => execFileSync("pdftotext", ["-enc", "UTF-8", pdfFile(bytes), "-"], { encoding: "utf8" });

/** A page (the first by default) as pixels, at a resolution a phone camera would see a printed page at. */
function pdfPage(bytes: Buffer, page = 1): Buffer {
  const file = pdfFile(bytes);
  execFileSync("pdftoppm", ["-r", "110", "-f", String(page), "-l", String(page), "-png", "-singlefile", file, file]);
  return fs.readFileSync(`${file}.png`);
}

async function decodeQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** A portrait uploaded the way the site stores one, named by the URL a post keeps. */
async function uploadPortrait(): Promise<string> {
  const key = crypto.randomUUID();
  const body = await sharp({ create: { width: 480, height: 600, channels: 3, background: "#b9a58c" } })
    .jpeg()
    .toBuffer();
  await app.storage.put(key, body, "image/jpeg");
  return `${app.config.publicUrl}/api/uploads/${key}`;
}

describe("GET /api/posts/:blog_id/notice.pdf", () => {
  it("is an A4 portrait PDF with the names, dates, services and family, and a QR code to the memorial", async () => {
    const post = await buildPost(app.db, author, { ...TAMIL_NAME, firstname: "Sivakumar", lastname: "Rasiah", profilebanner: await uploadPortrait() });
    const res = await get(app, `/posts/${post.blogId}/notice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${post.blogId}-notice.pdf"`);
    const info = pdfInfo(res.rawPayload);
    expect(info).toMatch(/Page size:\s+595\.2\d x 841\.8\d pts \(A4\)/);
    expect(info).toMatch(/Pages:\s+1\n/);
    const text = pdfText(res.rawPayload);
    const [member] = SAMPLE_MEMORIAL.survivingmembers;
    const [predeceased] = SAMPLE_MEMORIAL.predeceasedmembers;
    const family = [
      `${member.survivingmembername} (${member.survivingmemberrelationship})`,
      `${predeceased.predeceasedmembername} (${predeceased.predeceasedmemberrelationship})`,
    ];
    for (const shown of [
      "Sivakumar Rasiah",
      "சிவகுமார் இராசையா",
      `12 April ${API_TEST_PERSON.birthyear}`,
      "3 February 2024",
      "Saturday, 10 February 2024",
      "10:00 AM – 1:00 PM",
      SAMPLE_MEMORIAL.funeraladdress,
      "Viewing",
      ...family,
    ]) {
      expect(text).toContain(shown);
    }
    // Family members' phone numbers are private.
    expect(text).not.toContain("555 0101");
    expect(await decodeQr(pdfPage(res.rawPayload))).toBe(memorialUrl(post.blogId));
  });

  it("is in Tamil when asked (?lang=ta), the Tamil letters shaped and read back in their order", async () => {
    const post = await buildPost(app.db, author, TAMIL_NAME);
    const res = await get(app, `/posts/${post.blogId}/notice.pdf?lang=ta`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${post.blogId}-notice-ta.pdf"`);
    const text = pdfText(res.rawPayload);
    for (const shown of [
      API_TEST_NAME,
      "சிவகுமார் இராசையா",
      "இறைவன் அடியில்",
      "3 பெப்ரவரி 2024",
      "சனிக்கிழமை, 10 பெப்ரவரி 2024",
      "இறுதிக் கிரியைகள்",
      "பார்வைக்கு வைத்தல்",
    ]) {
      expect(text).toContain(shown);
    }
    expect(await decodeQr(pdfPage(res.rawPayload))).toBe(memorialUrl(post.blogId));
  });

  it("runs on to more pages for a long family, and ends with the QR code", async () => {
    const survivingmembers = Array.from({ length: 60 }, (_, i) => ({
      survivingmembername: `Relative Number ${i + 1}`,
      survivingmemberrelationship: "Cousin",
      survivingmembermobilenumber: "",
    }));
    const post = await buildPost(app.db, author, { survivingmembers });
    const res = await get(app, `/posts/${post.blogId}/notice.pdf`);
    const pages = Number(/Pages:\s+(\d+)/.exec(pdfInfo(res.rawPayload))?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(pdfText(res.rawPayload)).toContain("Relative Number 60 (Cousin)");
    expect(await decodeQr(pdfPage(res.rawPayload, pages))).toBe(memorialUrl(post.blogId));
  });
});

describe("a remembrance notice of a family who keeps the Tamil calendar (decision 035)", () => {
  // A death in Jaffna on 15 January 2025 (Thai 2, Dvitiyai of the waning moon), the ceremony in
  // Toronto; the next yearly day is core's, from today's UTC day, as the server counts it.
  const death = { deathdate: "15", deathmonth: "1", deathyear: "2025", deathcity: "Jaffna", deathcountry: "Sri Lanka" };
  const choice = (observe: RemembranceCalendar["observe"], overrides?: Record<string, string>): RemembranceCalendar => ({
    observe,
    ceremonyplace: "toronto",
    ...(overrides ? { overrides } : {}),
  });
  const nextDay = (calendar: RemembranceCalendar) => nextKeptThithi(thithiKeeping("2025-01-15", calendar, death)!, new Date().toISOString().slice(0, 10));

  it("prints the next yearly thithi: its Tamil date, its Gregorian date and the ceremony's place, first among the services", async () => {
    const post = await buildPost(app.db, author, { ...death, title: "Year Remembrance", remembrancecalendar: choice("thithi") });
    const next = nextDay(choice("thithi"));
    expect([next.tamilMonth, next.thithi.number]).toEqual([9, 17]); // Thai, Dvitiyai of the waning moon
    const res = await get(app, `/posts/${post.blogId}/notice.pdf`);
    expect(res.statusCode).toBe(200);
    // The day moves on without an edit, so it is part of the stored file's version.
    expect(res.headers.etag).toContain(`-thithi${next.date}-en.pdf`);
    const text = pdfText(res.rawPayload);
    for (const shown of [
      "Yearly thithi remembrance · ஆண்டுத் திதி",
      longDay(next.date, "en"),
      `Dvitiyai, Thai ${next.tamilDay} (தை ${next.tamilDay}, துவிதியை திதி)`,
      "By sunrise and sunset in Toronto",
    ]) {
      expect(text).toContain(shown);
    }
    // Drawn first (pdftotext reads the Tamil spans out of order, so the dates tell).
    expect(text.indexOf(longDay(next.date, "en"))).toBeLessThan(text.indexOf("Saturday, 10 February 2024"));

    const tamil = pdfText((await get(app, `/posts/${post.blogId}/notice.pdf?lang=ta`)).rawPayload);
    for (const shown of ["ஆண்டுத் திதி (திவசம்)", longDay(next.date, "ta"), `தை ${next.tamilDay}, துவிதியை திதி`, "ரொறன்ரோ சூரிய உதய, அஸ்தமன நேரப்படி"]) {
      expect(tamil).toContain(shown);
    }
    expect((await get(app, `/posts/${post.blogId}/notice.jpg`)).statusCode).toBe(200);
  });

  it("prints the family's own date when they set this year's, and nothing of the thithi on an obituary or for the anniversary alone", async () => {
    const computed = nextDay(choice("both"));
    const theirs = addDays(computed.date, 1); // their priest keeps the next day
    const own = choice("both", { [String(computed.year)]: theirs });
    const post = await buildPost(app.db, author, { ...death, title: "Memorial Remembrance", remembrancecalendar: own });
    const text = pdfText((await get(app, `/posts/${post.blogId}/notice.pdf`)).rawPayload);
    expect(text).toContain(longDay(theirs, "en"));
    expect(text).toContain("Date set by the family");
    expect(text).not.toContain(longDay(computed.date, "en"));

    for (const overrides of [
      { title: "Obituary", remembrancecalendar: choice("thithi") },
      { title: "Year Remembrance", remembrancecalendar: choice("anniversary") },
    ]) {
      const other = await buildPost(app.db, author, { ...death, ...overrides });
      const res = await get(app, `/posts/${other.blogId}/notice.pdf`);
      expect(pdfText(res.rawPayload)).not.toContain("thithi");
      expect(res.headers.etag).not.toContain("thithi");
    }
  });
});

describe("GET /api/posts/:blog_id/notice.jpg", () => {
  it("is a 1080x1350 JPEG under 300 KB with a QR code to the memorial", async () => {
    const post = await buildPost(app.db, author, { ...TAMIL_NAME, profilebanner: await uploadPortrait() });
    for (const lang of ["en", "ta"]) {
      const res = await get(app, `/posts/${post.blogId}/notice.jpg?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.rawPayload.length).toBeLessThan(300_000);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1080, height: 1350 });
      expect(await decodeQr(res.rawPayload)).toBe(memorialUrl(post.blogId));
    }
  });

  it("is drawn for a memorial with no photo and nothing but a name", async () => {
    const post = await buildPost(app.db, author, {
      profilebanner: "",
      birthyear: "",
      deathyear: "",
      funeralservicedate: "",
      funeralservicestarttime: "",
      funeralserviceendtime: "",
      funeraladdress: "",
      events: [],
      survivingmembers: [],
      predeceasedmembers: [],
    });
    const image = await get(app, `/posts/${post.blogId}/notice.jpg`);
    expect(await decodeQr(image.rawPayload)).toBe(memorialUrl(post.blogId));
    const pdf = await get(app, `/posts/${post.blogId}/notice.pdf`);
    expect(pdfText(pdf.rawPayload)).toContain(API_TEST_NAME);
  });
});

describe("notice caching", () => {
  it("draws a notice once per version and language, serves the stored one after that, and a new one after an edit", async () => {
    const post = await buildPost(app.db, author);
    const put = vi.spyOn(app.storage, "put");
    try {
      const first = await get(app, `/posts/${post.blogId}/notice.pdf`);
      const second = await get(app, `/posts/${post.blogId}/notice.pdf`);
      expect(put).toHaveBeenCalledTimes(1);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(first.headers["cache-control"]).toBe("public, no-cache");

      const revalidated = await app.inject({
        method: "GET",
        url: `/api/posts/${post.blogId}/notice.pdf`,
        headers: { "if-none-match": String(first.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);

      const tamil = await get(app, `/posts/${post.blogId}/notice.pdf?lang=ta`);
      expect(put).toHaveBeenCalledTimes(2);
      expect(tamil.headers.etag).not.toBe(first.headers.etag);

      await app.db
        .update(posts)
        .set({ firstname: "Ravindran", updatedAt: new Date(post.updatedAt.getTime() + 60_000) })
        .where(eq(posts.id, post.id));
      const edited = await get(app, `/posts/${post.blogId}/notice.pdf`);
      expect(put).toHaveBeenCalledTimes(3);
      expect(edited.headers.etag).not.toBe(first.headers.etag);
      expect(pdfText(edited.rawPayload)).toContain(`Ravindran ${API_TEST_PERSON.lastname}`);
      // Only the new version stays stored.
      const stored = await app.storage.keysUnder(`notices/${post.id}`);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatch(new RegExp(`^notices/${post.id}/${post.updatedAt.getTime() + 60_000}-.*-en\\.pdf$`));
    } finally {
      put.mockRestore();
    }
  });
});

describe("who gets a notice", () => {
  it("keeps a draft's notice from everyone but its keepers", async () => {
    const draft = await buildPost(app.db, author, { draft: true });
    const keeper = await buildUser(app);
    await app.db.insert(postKeepers).values({ postId: draft.id, userId: keeper.id });
    for (const format of ["pdf", "jpg"]) {
      for (const token of [undefined, stranger.token]) {
        const res = await get(app, `/posts/${draft.blogId}/notice.${format}`, token);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: MESSAGES.postNotFound });
      }
      for (const token of [author.token, keeper.token]) {
        const res = await get(app, `/posts/${draft.blogId}/notice.${format}`, token);
        expect(res.statusCode).toBe(200);
        expect(res.headers["cache-control"]).toBe("private, no-store");
      }
    }
  });

  it("falls back to the reader's language for a language it does not have", async () => {
    const post = await buildPost(app.db, author);
    const res = await app.inject({ method: "GET", url: `/api/posts/${post.blogId}/notice.pdf?lang=fr`, headers: { "accept-language": "ta" } });
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain("இறைவன் அடியில்");
  });

  it("answers 404 for a memorial that does not exist", async () => {
    const res = await get(app, "/posts/nobody-here-000000/notice.pdf");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.postNotFound });
  });
});
