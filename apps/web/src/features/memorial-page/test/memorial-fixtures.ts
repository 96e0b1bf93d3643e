import { vi } from "vitest";
import type { PostActions } from "@kma/core/posts/viewer-actions";
import { sampleMemorial } from "@kma/core/test-fixtures/sample-memorial";
import type { ImageEntry, MemorialPost, PostComment, Tribute } from "../api/types";

/** Test data and a fetch stand-in for the memorial page's calls. */

export const POST_ID = "11111111-1111-4111-8111-111111111111";
export const AUTHOR_ID = "22222222-2222-4222-8222-222222222222";
export const BLOG_ID = "sivakumar-thevarajah-7f3k2q";

/** get-post's `can` for a visitor: nothing. */
export const VISITOR_CAN: PostActions = { edit: false, delete: false, see_keepers: false, manage_keepers: false, review: false, read_phone_numbers: false };
/** get-post's `can` for a co-keeper (the author may also delete the memorial and manage its keepers). */
export const KEEPER_CAN: PostActions = { edit: true, delete: false, see_keepers: true, manage_keepers: false, review: true, read_phone_numbers: true };
export const AUTHOR_CAN: PostActions = { ...KEEPER_CAN, delete: true, manage_keepers: true };

/**
 * get-post's answer to a visitor for the sample memorial (packages/core): without the poster's
 * number and e-mail, which only keepers get. The page's tests vary it where they need to: a
 * contact who is not in the family list, a live-stream link, no portrait, one album photo.
 */
export function buildPost(overrides: Partial<MemorialPost> = {}): MemorialPost {
  const { postcreatorcontactnumber: _number, postcreatoremail: _email, ...fields } = sampleMemorial();
  return {
    ...fields,
    // What the server adds to the form's fields (packages/core post-answer-shapes.ts).
    survivingmembers: fields.survivingmembers.map((member) => ({ ...member, phonevisibility: member.phonevisibility ?? "signed-in", numberrevealable: false })),
    contactphonevisibility: fields.contactphonevisibility ?? "signed-in",
    contactnumberrevealable: false,
    contactnumberisamember: false,
    visibility: fields.visibility ?? "public",
    moderation: "open",
    thithidays: null,
    can: VISITOR_CAN,
    _id: POST_ID,
    blog_id: BLOG_ID,
    virtualurl: "https://meet.example.com/siva",
    contactname: "Ravi Thevarajah",
    contactrelationship: "Nephew",
    profilebanner: "",
    memoriwallimages: ["/backgrounds/background-3.jpg"],
    predeceasedmembers: [],
    age: 75,
    draft: false,
    publishedAt: "2024-02-05T10:00:00.000Z",
    author: { _id: AUTHOR_ID, personal_info: { username: "priya", fullname: "Priya Sivakumar", profile_img: "" } },
    activity: { total_likes: 3, total_comments: 0, total_parent_comments: 0, total_tributes: 0, total_images: 0, total_reads: 10 },
    ...overrides,
  };
}

let counter = 0;
const nextId = () => `c${++counter}`;

export function buildComment(overrides: Partial<PostComment> = {}): PostComment {
  return {
    _id: nextId(),
    comment: "A kind man.",
    commentedAt: "2024-02-06T10:00:00.000Z",
    commenter_first_name: "Kumaran",
    commenter_last_name: "Ratnam",
    commenter_residence: "London",
    commented_by: null,
    children: [],
    childrenLevel: 0,
    parent: null,
    blog_id: POST_ID,
    status: "public",
    can: { delete: false },
    ...overrides,
  };
}

export function buildTribute(overrides: Partial<Tribute> = {}): Tribute {
  return {
    _id: nextId(),
    tribute: "Forever in our hearts.",
    tributedAt: "2024-02-06T10:00:00.000Z",
    tributer_first_name: "Kavitha",
    tributer_last_name: "Raj",
    current_place: "Toronto",
    tributed_by: null,
    status: "public",
    can: { delete: false },
    ...overrides,
  };
}

export function buildEntry(urls: string[], overrides: Partial<ImageEntry> = {}): ImageEntry {
  return { _id: nextId(), image: urls, imagedAt: "2024-02-07T10:00:00.000Z", imaged_by: null, status: "public", can: { delete: false }, ...overrides };
}

export type Handler = (body: Record<string, unknown>) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/**
 * Answers the memorial page's calls: get-post with `post` (its `can` as the answer's), empty
 * lists unless `handlers` say otherwise. Returns the spy; `calls(path)` gives the JSON bodies sent to a path.
 */
export const getPostAnswer = ({ can, ...blog }: MemorialPost) => ({ blog, viewer: { is_author: false, is_keeper: can.edit }, can });

export function mockMemorialApi(post: MemorialPost | null, handlers: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    "/api/get-post": () => (post ? { body: getPostAnswer(post) } : { status: 404, body: { error: "This memorial could not be found" } }),
    "/api/get-post-comments": () => ({ body: { comments: [] } }),
    "/api/get-post-tributes": () => ({ body: { tributes: [] } }),
    "/api/get-post-images": () => ({ body: { images: [] } }),
    "/api/isliked-by-user": () => ({ body: { result: false } }),
    "/api/trusted-people": () => ({ body: { people: [] } }),
    "/api/new-notification": () => ({ body: { new_notification_available: false } }),
  };
  const all = { ...defaults, ...handlers };
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const handler = all[url.pathname];
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const answer = handler ? await handler(body) : { status: 404, body: { error: `No mock for ${url.pathname}` } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "Content-Type": "application/json" } });
  });
  const calls = (path: string) =>
    spy.mock.calls
      .filter(([input]) => String(input instanceof Request ? input.url : input).endsWith(path))
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { spy, calls };
}
