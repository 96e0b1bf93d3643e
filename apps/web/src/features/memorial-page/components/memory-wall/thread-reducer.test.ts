import { describe, expect, it } from "vitest";
import type { PostComment } from "../../api/types";
import {
  deletionImpact,
  hasMoreReplies,
  initialThread,
  replyToggleLabel,
  threadReducer,
  threadRows,
  topLevelCount,
  type ThreadAction,
  type ThreadState,
} from "./thread-reducer";

function comment(id: string, overrides: Partial<PostComment> = {}): PostComment {
  return {
    _id: id,
    comment: `text ${id}`,
    commentedAt: "2024-02-10T10:00:00.000Z",
    commenter_first_name: "Meena",
    commenter_last_name: "Raj",
    commenter_residence: "Jaffna",
    commented_by: null,
    children: [],
    childrenLevel: 0,
    parent: null,
    blog_id: "post-1",
    status: "public",
    can: { delete: false },
    ...overrides,
  };
}
const reply = (id: string, parent: string, level = 1, children: string[] = []) => comment(id, { parent, childrenLevel: level, children });

const run = (...actions: ThreadAction[]) => actions.reduce(threadReducer, initialThread);
const ids = (state: ThreadState) => state.comments.map((c) => c._id);
const find = (state: ThreadState, id: string) => state.comments.find((c) => c._id === id)!;

describe("thread reducer", () => {
  it("appends top-level pages with replies hidden, ignoring ones already shown", () => {
    const state = run(
      { type: "pageLoaded", comments: [comment("a", { children: ["r1"] }), comment("b")] },
      { type: "pageLoaded", comments: [comment("b"), comment("c")] },
    );
    expect(ids(state)).toEqual(["a", "b", "c"]);
    expect(find(state, "a").isReplyLoaded).toBe(false);
    expect(topLevelCount(state)).toBe(3);
  });

  it("takes what a signed-in viewer may do from their own first page, keeping the thread as it is", () => {
    const served = run(
      { type: "pageLoaded", comments: [comment("a", { children: ["r1"] }), comment("b")] },
      { type: "repliesLoaded", parentId: "a", replies: [reply("r1", "a")] },
    );
    const state = threadReducer(served, {
      type: "viewersPageLoaded",
      comments: [comment("a", { can: { delete: true } }), comment("b"), comment("c", { can: { delete: true } })],
    });
    expect(ids(state)).toEqual(["a", "r1", "b", "c"]);
    expect(find(state, "a").can.delete).toBe(true);
    expect(find(state, "a").isReplyLoaded).toBe(true);
    expect(find(state, "b").can.delete).toBe(false);
    expect(find(state, "c").can.delete).toBe(true);
  });

  it("puts a new memorial on top", () => {
    const state = run({ type: "pageLoaded", comments: [comment("a"), comment("b")] }, { type: "memorialAdded", comment: comment("new") });
    expect(ids(state)).toEqual(["new", "a", "b"]);
    // The next page's skip counts it: newest first, it is the server's first item too.
    expect(topLevelCount(state)).toBe(3);
  });

  it("labels the reply toggle 'N Replies', '1 Reply', then 'Hide Reply'; none without replies", () => {
    const state = run({ type: "pageLoaded", comments: [comment("a", { children: ["r1", "r2"] }), comment("b", { children: ["r3"] }), comment("c")] });
    expect(replyToggleLabel(find(state, "a"))).toBe("2 Replies");
    expect(replyToggleLabel(find(state, "b"))).toBe("1 Reply");
    expect(replyToggleLabel(find(state, "c"))).toBeNull();
    const opened = threadReducer(state, { type: "repliesLoaded", parentId: "a", replies: [reply("r1", "a"), reply("r2", "a")] });
    expect(replyToggleLabel(find(opened, "a"))).toBe("Hide Reply");
  });

  it("shows loaded replies right after the parent and hides them again", () => {
    const loaded = run(
      { type: "pageLoaded", comments: [comment("a", { children: ["r1", "r2"] }), comment("b")] },
      { type: "repliesLoaded", parentId: "a", replies: [reply("r1", "a"), reply("r2", "a")] },
    );
    expect(ids(loaded)).toEqual(["a", "r1", "r2", "b"]);
    expect(find(loaded, "a").isReplyLoaded).toBe(true);

    const hidden = threadReducer(loaded, { type: "repliesHidden", parentId: "a" });
    expect(ids(hidden)).toEqual(["a", "b"]);
    expect(find(hidden, "a").isReplyLoaded).toBe(false);
    expect(find(hidden, "a").fetchedReplies).toBe(0);
  });

  it("hiding removes the whole loaded subtree, nested replies too", () => {
    const state = run(
      { type: "pageLoaded", comments: [comment("a", { children: ["r1"] }), comment("b")] },
      { type: "repliesLoaded", parentId: "a", replies: [reply("r1", "a", 1, ["rr1"])] },
      { type: "repliesLoaded", parentId: "r1", replies: [reply("rr1", "r1", 2)] },
      { type: "repliesHidden", parentId: "a" },
    );
    expect(ids(state)).toEqual(["a", "b"]);
  });

  it("pages replies 5 at a time: more pages go after the loaded ones, with 'Load More Replies' while more exist", () => {
    const children = ["r1", "r2", "r3", "r4", "r5", "r6", "r7"];
    let state = run(
      { type: "pageLoaded", comments: [comment("a", { children }), comment("b")] },
      { type: "repliesLoaded", parentId: "a", replies: children.slice(0, 5).map((id) => reply(id, "a")) },
    );
    expect(find(state, "a").fetchedReplies).toBe(5);
    expect(hasMoreReplies(state, find(state, "a"))).toBe(true);
    expect(threadRows(state).map((row) => (row.kind === "comment" ? row.comment._id : `more:${row.parent._id}`))).toEqual([
      "a",
      "r1",
      "r2",
      "r3",
      "r4",
      "r5",
      "more:a",
      "b",
    ]);

    state = threadReducer(state, { type: "repliesLoaded", parentId: "a", replies: [reply("r6", "a"), reply("r7", "a")] });
    expect(ids(state)).toEqual(["a", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "b"]);
    expect(hasMoreReplies(state, find(state, "a"))).toBe(false);
    expect(threadRows(state).some((row) => row.kind === "more-replies")).toBe(false);
  });

  it("places a nested parent's 'Load More Replies' above its ancestor's", () => {
    const state = run(
      { type: "pageLoaded", comments: [comment("a", { children: ["r1", "r2", "r3", "r4", "r5", "r6"] })] },
      {
        type: "repliesLoaded",
        parentId: "a",
        replies: ["r1", "r2", "r3", "r4", "r5"].map((id) => reply(id, "a", 1, id === "r5" ? Array.from({ length: 6 }, (_, i) => `n${i}`) : [])),
      },
      { type: "repliesLoaded", parentId: "r5", replies: ["n0", "n1", "n2", "n3", "n4"].map((id) => reply(id, "r5", 2)) },
    );
    const rows = threadRows(state).map((row) => (row.kind === "comment" ? row.comment._id : `more:${row.parent._id}`));
    expect(rows.slice(-3)).toEqual(["n4", "more:r5", "more:a"]);
  });

  it("inserts a new reply right after its parent, adds it to children and opens the parent", () => {
    const state = run({ type: "pageLoaded", comments: [comment("a"), comment("b")] }, { type: "replyAdded", parentId: "a", reply: reply("new", "a") });
    expect(ids(state)).toEqual(["a", "new", "b"]);
    expect(find(state, "a").children).toEqual(["new"]);
    expect(find(state, "a").isReplyLoaded).toBe(true);
    expect(find(state, "new").childrenLevel).toBe(1);
    expect(topLevelCount(state)).toBe(2);
  });

  it("a reply written here does not move the offset of the next replies page", () => {
    let state = run(
      { type: "pageLoaded", comments: [comment("a", { children: ["r1", "r2", "r3", "r4", "r5", "r6"] })] },
      { type: "replyAdded", parentId: "a", reply: reply("new", "a") },
    );
    expect(find(state, "a").fetchedReplies).toBe(0);
    expect(hasMoreReplies(state, find(state, "a"))).toBe(true);
    state = threadReducer(state, { type: "repliesLoaded", parentId: "a", replies: ["r1", "r2", "r3", "r4", "r5"].map((id) => reply(id, "a")) });
    expect(find(state, "a").fetchedReplies).toBe(5);
    // The last page brings r6 and the reply written here, which is not shown twice.
    state = threadReducer(state, { type: "repliesLoaded", parentId: "a", replies: [reply("r6", "a"), reply("new", "a")] });
    expect(ids(state)).toEqual(["a", "new", "r1", "r2", "r3", "r4", "r5", "r6"]);
    expect(find(state, "a").children).toHaveLength(7);
    expect(hasMoreReplies(state, find(state, "a"))).toBe(false);
  });

  it("deleting removes the comment with its loaded descendants and its id from the parent's children", () => {
    const state = run(
      { type: "pageLoaded", comments: [comment("a", { children: ["r1", "r2"] }), comment("b")] },
      { type: "repliesLoaded", parentId: "a", replies: [reply("r1", "a", 1, ["rr1"]), reply("r2", "a")] },
      { type: "repliesLoaded", parentId: "r1", replies: [reply("rr1", "r1", 2)] },
    );
    expect(deletionImpact(state, "r1")).toEqual({ comments: 2, parentComments: 0 });
    const after = threadReducer(state, { type: "removed", id: "r1" });
    expect(ids(after)).toEqual(["a", "r2", "b"]);
    expect(find(after, "a").children).toEqual(["r2"]);
    expect(find(after, "a").isReplyLoaded).toBe(true);
    expect(find(after, "a").fetchedReplies).toBe(1);
  });

  it("a parent left with no children is marked not loaded", () => {
    const state = run(
      { type: "pageLoaded", comments: [comment("a", { children: ["r1"] })] },
      { type: "repliesLoaded", parentId: "a", replies: [reply("r1", "a")] },
      { type: "removed", id: "r1" },
    );
    expect(find(state, "a").children).toEqual([]);
    expect(find(state, "a").isReplyLoaded).toBe(false);
    expect(replyToggleLabel(find(state, "a"))).toBeNull();
  });

  it("deleting a top-level memorial takes its replies and lowers the parent count by one", () => {
    const state = run(
      { type: "pageLoaded", comments: [comment("a", { children: ["r1", "r2"] }), comment("b")] },
      { type: "repliesLoaded", parentId: "a", replies: [reply("r1", "a"), reply("r2", "a")] },
    );
    expect(deletionImpact(state, "a")).toEqual({ comments: 3, parentComments: 1 });
    const after = threadReducer(state, { type: "removed", id: "a" });
    expect(ids(after)).toEqual(["b"]);
    expect(topLevelCount(after)).toBe(1);
  });

  it("ignores actions about comments that are not shown", () => {
    const state = run({ type: "pageLoaded", comments: [comment("a")] });
    for (const action of [
      { type: "removed", id: "zzz" },
      { type: "repliesHidden", parentId: "zzz" },
      { type: "replyAdded", parentId: "zzz", reply: reply("x", "zzz") },
      { type: "repliesLoaded", parentId: "zzz", replies: [] },
    ] satisfies ThreadAction[]) {
      expect(threadReducer(state, action)).toBe(state);
    }
    expect(deletionImpact(state, "zzz")).toEqual({ comments: 0, parentComments: 0 });
  });
});
