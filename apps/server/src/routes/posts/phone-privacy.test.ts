import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { SAMPLE_MEMORIAL } from "@kma/core/test-fixtures/sample-memorial";
import { eq } from "drizzle-orm";
import { postKeepers, posts } from "../../db/schema";
import { buildTestApp, post } from "../../test/build-app";
import { buildPostFields, buildUser } from "../../test/factories";
import { PHONE_REVEALS_PER_HOUR } from "./index";

/**
 * Family phone numbers (decision 020): only the keepers get them in get-post;
 * a signed-in visitor reveals one at a time, within a per-account limit; a hidden number is
 * the keepers' only.
 */
const app = await buildTestApp();
const author = await buildUser(app);

const MEMBER = "+94 77 123 4567";
const HIDDEN_MEMBER = "+94 71 765 4321";
const CONTACT = "+1 416 555 0199";
/** Every way a number could be written into an answer: as typed, and as digits only. */
const FORMS = [MEMBER, HIDDEN_MEMBER, CONTACT].flatMap((n) => [n, n.replace(/\D/g, ""), n.replace(/\s/g, "")]);

async function publish(overrides: Parameters<typeof buildPostFields>[0] = {}) {
  const fields = buildPostFields({
    contactcontactnumber: CONTACT,
    survivingmembers: [
      { survivingmembername: "Priya Kumar", survivingmemberrelationship: "Daughter", survivingmembermobilenumber: MEMBER },
      { survivingmembername: "Arun Kumar", survivingmemberrelationship: "Son", survivingmembermobilenumber: HIDDEN_MEMBER, phonevisibility: "hidden" },
    ],
    ...overrides,
  });
  const res = await post(app, "/create-post", { ...fields, draft: false }, author.token);
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}

const getPost = async (blogId: string, token?: string, mode?: string) => {
  const res = await post(app, "/get-post", { post_id: blogId, ...(mode ? { mode } : {}) }, token);
  expect(res.statusCode).toBe(200);
  return res;
};
const reveal = (body: { blog_id: string; member?: number }, token?: string) => post(app, "/reveal-phone-number", body, token);

describe("family phone numbers in get-post", () => {
  it("gives an anonymous visitor and a signed-in non-keeper no number, only whether one can be revealed", async () => {
    const blogId = await publish();
    const visitor = await buildUser(app);
    for (const token of [undefined, visitor.token]) {
      // Twice anonymously: the second answer comes from the cache of public reads.
      for (let i = 0; i < 2; i++) {
        const res = await getPost(blogId, token);
        for (const form of FORMS) expect(res.body).not.toContain(form);
        const { blog } = res.json();
        expect(blog.survivingmembers).toEqual([
          {
            survivingmembername: "Priya Kumar",
            survivingmemberrelationship: "Daughter",
            survivingmembermobilenumber: "",
            phonevisibility: "signed-in",
            numberrevealable: true,
          },
          {
            survivingmembername: "Arun Kumar",
            survivingmemberrelationship: "Son",
            survivingmembermobilenumber: "",
            phonevisibility: "hidden",
            numberrevealable: false,
          },
        ]);
        expect(blog).toMatchObject({
          contactname: SAMPLE_MEMORIAL.contactname,
          contactcontactnumber: "",
          contactnumberrevealable: true,
          contactnumberisamember: false,
        });
      }
    }
  });

  it("gives the author every number, with the choices, on the page and in the edit form", async () => {
    const blogId = await publish({ contactphonevisibility: "hidden" });
    for (const mode of [undefined, "edit"]) {
      const { blog } = (await getPost(blogId, author.token, mode)).json();
      expect(
        blog.survivingmembers.map((m: { survivingmembermobilenumber: string; phonevisibility: string }) => [m.survivingmembermobilenumber, m.phonevisibility]),
      ).toEqual([
        [MEMBER, "signed-in"],
        [HIDDEN_MEMBER, "hidden"],
      ]);
      expect(blog).toMatchObject({ contactcontactnumber: CONTACT, contactphonevisibility: "hidden", contactnumberrevealable: true });
    }
  });

  it("tells a reader without numbers that the contact person's number is a member's (the page then leaves it out)", async () => {
    const blogId = await publish({ contactcontactnumber: "+94771234567" });
    const { blog } = (await getPost(blogId)).json();
    expect(blog).toMatchObject({ contactcontactnumber: "", contactnumberisamember: true });
  });
});

describe("POST /api/reveal-phone-number", () => {
  it("gives a signed-in visitor one number at a time: a member's by place, the contact person's without one", async () => {
    const blogId = await publish();
    const visitor = await buildUser(app);
    const member = await reveal({ blog_id: blogId, member: 0 }, visitor.token);
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual({ number: MEMBER });
    expect((await reveal({ blog_id: blogId }, visitor.token)).json()).toEqual({ number: CONTACT });
  });

  it("asks an anonymous visitor to sign in", async () => {
    const blogId = await publish();
    const res = await reveal({ blog_id: blogId, member: 0 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.unauthorized });
  });

  it("reveals a hidden number to nobody but the keepers", async () => {
    const blogId = await publish({ contactphonevisibility: "hidden" });
    const other = await buildUser(app);
    for (const body of [{ blog_id: blogId, member: 1 }, { blog_id: blogId }]) {
      const refused = await reveal(body, other.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: MESSAGES.phoneNumberNotShared });
    }
    expect((await reveal({ blog_id: blogId, member: 1 }, author.token)).json()).toEqual({ number: HIDDEN_MEMBER });
    expect((await reveal({ blog_id: blogId }, author.token)).json()).toEqual({ number: CONTACT });
  });

  it("gives a co-keeper every number in get-post and through the call, hidden ones too; a removed co-keeper loses them at once", async () => {
    const blogId = await publish({ contactphonevisibility: "hidden" });
    const [row] = await app.db.select({ id: posts.id }).from(posts).where(eq(posts.blogId, blogId));
    const cousin = await buildUser(app);
    await app.db.insert(postKeepers).values({ postId: row!.id, userId: cousin.id });
    const { blog } = (await getPost(blogId, cousin.token)).json();
    expect(blog.survivingmembers.map((m: { survivingmembermobilenumber: string }) => m.survivingmembermobilenumber)).toEqual([MEMBER, HIDDEN_MEMBER]);
    expect(blog.contactcontactnumber).toBe(CONTACT);
    expect((await reveal({ blog_id: blogId, member: 1 }, cousin.token)).json()).toEqual({ number: HIDDEN_MEMBER });

    await app.db.delete(postKeepers).where(eq(postKeepers.userId, cousin.id));
    const after = await getPost(blogId, cousin.token);
    for (const form of FORMS) expect(after.body).not.toContain(form);
    expect((await reveal({ blog_id: blogId, member: 1 }, cousin.token)).statusCode).toBe(403);
  });

  it("answers 404 for a number that does not exist, a missing memorial and another author's draft", async () => {
    const blogId = await publish({ contactcontactnumber: "" });
    const visitor = await buildUser(app);
    for (const body of [{ blog_id: blogId, member: 5 }, { blog_id: blogId }]) {
      const res = await reveal(body, visitor.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MESSAGES.phoneNumberNotFound });
    }
    const draft = await post(app, "/create-post", { ...buildPostFields({ contactcontactnumber: CONTACT }), draft: true }, author.token);
    for (const blog_id of ["no-such-memorial", draft.json().id as string]) {
      const res = await reveal({ blog_id }, visitor.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MESSAGES.postNotFound });
    }
    expect((await reveal({ blog_id: draft.json().id }, author.token)).json()).toEqual({ number: CONTACT });
  });

  it("refuses bad bodies with a 400", async () => {
    const visitor = await buildUser(app);
    for (const body of [{}, { blog_id: "x", member: -1 }, { blog_id: "x", member: 1.5 }, { blog_id: "x", member: "0" }]) {
      const res = await reveal(body as { blog_id: string }, visitor.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty("error");
    }
  });

  it(`limits each account to ${PHONE_REVEALS_PER_HOUR} reveals an hour, with a 429 that says so; other accounts are not affected`, async () => {
    const blogId = await publish();
    const harvester = await buildUser(app);
    for (let i = 0; i < PHONE_REVEALS_PER_HOUR; i++) {
      expect((await reveal({ blog_id: blogId, member: 0 }, harvester.token)).statusCode).toBe(200);
    }
    const limited = await reveal({ blog_id: blogId, member: 0 }, harvester.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: MESSAGES.phoneRevealLimit });
    const neighbour = await buildUser(app);
    expect((await reveal({ blog_id: blogId, member: 0 }, neighbour.token)).json()).toEqual({ number: MEMBER });
  });
});
