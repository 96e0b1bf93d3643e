import { vi } from "vitest";
import { SAMPLE_MEMORIAL } from "@kma/core/test-fixtures/sample-memorial";
import type { PostCard } from "../components/memorial-card/post-card";

export const UPLOAD_URL = "/api/uploads/3f2b8c1e-9a4d-4e6f-8b21-0c5d7e9fa123";

let serial = 0;

const {
  title,
  firstname,
  lastname,
  nickname,
  birthdate,
  birthmonth,
  birthyear,
  birthplace,
  birthcity,
  birthcountry,
  deathdate,
  deathmonth,
  deathyear,
  deathplace,
  deathcity,
  deathcountry,
} = SAMPLE_MEMORIAL;
/** The sample memorial's (packages/core) fields that a list item carries. */
const SAMPLE_CARD = {
  title,
  firstname,
  lastname,
  nickname,
  birthdate,
  birthmonth,
  birthyear,
  birthplace,
  birthcity,
  birthcountry,
  deathdate,
  deathmonth,
  deathyear,
  deathplace,
  deathcity,
  deathcountry,
};

/** A list item as the API returns it (docs/api.md "List items"), for the sample memorial. */
export function makePostCard(overrides: Partial<PostCard> = {}): PostCard {
  serial += 1;
  return {
    blog_id: `sivakumar-thevarajah-${serial}`,
    ...SAMPLE_CARD,
    // The server sends "" for a name in Tamil script the family did not give.
    tamilfirstname: "",
    tamillastname: "",
    profilebanner: UPLOAD_URL,
    publishedAt: "2024-02-05T10:00:00.000Z",
    activity: { total_likes: 4, total_comments: 2, total_parent_comments: 2, total_tributes: 3, total_images: 1, total_reads: 40 },
    author: { _id: "5d1c7a3e-2b4f-4c8a-9e6d-1f2a3b4c5d6e", personal_info: { username: "priya", fullname: "Priya Sivakumar", profile_img: "" } },
    ...overrides,
  };
}

export const makePostCards = (count: number, overrides: (i: number) => Partial<PostCard> = () => ({})) =>
  Array.from({ length: count }, (_, i) => makePostCard({ firstname: `Person${i + 1}`, ...overrides(i) }));

export type ApiCall = { method: string; path: string; body: Record<string, unknown> | undefined };
type Reply = { status?: number; body: unknown } | undefined;

/**
 * Replaces fetch with `answer(call)`, which sees the method, path and JSON body, so one test
 * can answer /search-posts differently per title or page. `undefined` answers 404.
 */
export function mockApiWith(answer: (call: ApiCall) => Reply) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const call: ApiCall = { method: (init?.method ?? "GET").toUpperCase(), path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply = answer(call) ?? { status: 404, body: { error: `No mock for ${call.method} ${call.path}` } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "Content-Type": "application/json" } });
  });
  return { fetchMock, calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
