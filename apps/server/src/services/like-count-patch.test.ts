import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/build-app";
import { buildPost, buildUser } from "../test/factories";
import { builtWebApp } from "../test/web-build";
import { withLikeCount } from "./like-count-patch";

/**
 * A kept page mended by its count of flowers (decision 064) is the page a render makes at that
 * count: the real web app's server render, read straight from the database (no cache), in the
 * worker thread as the server renders.
 */
const app = await buildTestApp({ webDist: builtWebApp(), rateLimit: false, responseCache: false, renderThreads: 1 });
const family = await buildUser(app);
const memorial = await buildPost(app.db, family, { firstname: "Mended", lastname: "Flowers" });

/** A page's state carries when its reads were made, and a memorial's page counts its own view. */
const withoutMoments = (html: string) => html.replace(/"(total_reads|dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');

/** The memorial's page as a render makes it with `likes` flowers, in `locale`. */
async function renderedWith(likes: number, locale: "en" | "ta" = "en"): Promise<string> {
  await app.db.execute(sql`update posts set total_likes = ${likes} where id = ${memorial.id}`);
  const res = await app.inject({ method: "GET", url: `/post/${memorial.blogId}?lang=${locale}`, headers: { accept: "text/html" } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe("a memorial page mended by its count of flowers", () => {
  it("is the page a render makes at that count, byte for byte, in English and in Tamil", async () => {
    for (const locale of ["en", "ta"] as const) {
      for (const [from, to] of [
        [0, 2],
        [2, 3],
        [3, 2],
        [2, 0],
        [9, 10],
        [12, 7],
        [99, 100],
      ]) {
        const before = await renderedWith(from!, locale);
        const after = await renderedWith(to!, locale);
        expect(before, `${locale}: the page changes with the count`).not.toBe(after);
        const mended = withLikeCount(Buffer.from(before), to!);
        expect(mended, `${locale} ${from} -> ${to}`).not.toBeNull();
        expect(withoutMoments(mended!.toString()) === withoutMoments(after), `${locale} ${from} -> ${to}: the rendered page`).toBe(true);
      }
    }
    // The Tamil page was the Tamil page: its like button's words.
    expect(await renderedWith(3, "ta")).toContain("மலர்கள்");
  });

  it("leaves a count that is or becomes 1 to a render, since the word beside it changes, and sends an unchanged count as it was", async () => {
    const one = Buffer.from(await renderedWith(1));
    const two = Buffer.from(await renderedWith(2));
    expect(withLikeCount(one, 2)).toBeNull();
    expect(withLikeCount(two, 1)).toBeNull();
    expect(withLikeCount(one, 1)).toBe(one);
    expect(withLikeCount(two, 2)).toBe(two);
  });

  it("leaves a page whose markup is not as it expects to a render", async () => {
    const page = await renderedWith(4);
    const mend = (html: string) => withLikeCount(Buffer.from(html), 5);
    expect(mend("<!doctype html><p>No flowers here</p>")).toBeNull();
    // The count's key twice, or the like button twice: which one is the memorial's is unknown.
    const state = '"activity":{"total_likes":4';
    expect(mend(page.replace(state, `${state},"x":{${state}}}`))).toBeNull();
    expect(mend(page.replace('data-tap-id="like"', 'data-tap-id="like" data-tap-id="like"'))).toBeNull();
    // The button's number not where React writes it.
    expect(mend(page.replace("<!-- -->4<!-- -->", "4"))).toBeNull();
  });
});
