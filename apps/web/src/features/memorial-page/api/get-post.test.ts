import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { buildPost } from "../test/memorial-fixtures";
import { postQueryOptions, refreshOwnPostAfter } from "./get-post";
import type { MemorialPost } from "./types";

const POST = "sivakumar-thevarajah";

/** The viewer's copy of the post as the page holds it (an observer asks for it), each answer given by the test when it chooses. */
function viewersCopy() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers: Array<(post: MemorialPost) => void> = [];
  const options = { ...postQueryOptions(POST, "arun", true), queryFn: () => new Promise<MemorialPost>((resolve) => answers.push(resolve)) };
  const withLikes = (total_likes: number) => {
    const post = buildPost();
    return { ...post, activity: { ...post.activity, total_likes } };
  };
  const likesShown = () => client.getQueryData(options.queryKey)?.activity.total_likes;
  const shown = new QueryObserver(client, options);
  shown.subscribe(() => {});
  return { client, answers, withLikes, likesShown };
}

describe("the viewer's own copy after a like (refreshOwnPostAfter)", () => {
  it("asks again once the like is stored when the copy was on its way, and shows the fresh count, not the answer made before", async () => {
    const { client, answers, withLikes, likesShown } = viewersCopy();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    // The like is tapped while the copy is on its way, and is stored before that answer comes.
    const afterLikeStored = refreshOwnPostAfter(client, POST, "arun");
    const refreshed = afterLikeStored();

    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!(withLikes(0));
    answers[1]!(withLikes(1));
    await refreshed;
    expect(likesShown()).toBe(1);
  });

  it("asks nothing more when the copy was already in hand", async () => {
    const { client, answers, withLikes, likesShown } = viewersCopy();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(withLikes(0));
    await vi.waitFor(() => expect(likesShown()).toBe(0));

    await refreshOwnPostAfter(client, POST, "arun")();
    expect(answers).toHaveLength(1);
    expect(likesShown()).toBe(0);
  });
});
