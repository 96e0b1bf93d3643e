import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { buildTestApp, post } from "../test/build-app";
import { buildPostFields, buildUser } from "../test/factories";

/**
 * Several server processes on one PostgreSQL database: a write through one invalidates the
 * cached public reads of the others (LISTEN/NOTIFY), so no visitor is served an old page.
 */
const first = await buildTestApp({ rateLimit: false });
const second = await buildApp({ config: first.config, database: first.database, logger: false });
await second.ready();
afterAll(() => second.close());

/** The other process learns of the write within moments: poll briefly rather than sleep. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  let value = await read();
  for (let i = 0; i < 50 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe("the cache of public reads across server processes", () => {
  it("shows a memorial published through one process in the other's cached feed and page", async () => {
    const author = await buildUser(first);
    const names = async () => ((await post(second, "/latest-posts", { page: 1 })).json().blogs as Array<{ firstname: string }>).map((b) => b.firstname);
    expect(await names()).toEqual([]);
    expect(await names()).toEqual([]); // now cached in the second process

    const res = await post(first, "/create-post", { ...buildPostFields({ firstname: "Acrossprocesses" }), draft: false }, author.token);
    const blogId = res.json().id as string;
    expect(await eventually(names, (list) => list.length > 0)).toEqual(["Acrossprocesses"]);

    const page = async () => (await post(second, "/get-post", { post_id: blogId })).json().blog.firstname as string;
    expect(await page()).toBe("Acrossprocesses");
    await post(first, "/create-post", { ...buildPostFields({ firstname: "Editedelsewhere" }), draft: false, id: blogId }, author.token);
    expect(await eventually(page, (name) => name === "Editedelsewhere")).toBe("Editedelsewhere");
  });
});
