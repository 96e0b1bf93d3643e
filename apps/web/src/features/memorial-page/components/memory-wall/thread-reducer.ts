import type { PostComment } from "../../api/types";

/**
 * The Memory Wall thread of docs/spec.md section 4, as one flat list in display order: each
 * top-level memorial followed by its loaded replies (and theirs), so a reply's depth is its
 * `childrenLevel` and a comment's subtree is the run of items after it that sit deeper.
 *
 * - A parent starts with its replies hidden (`isReplyLoaded` false). Loading replies puts them
 *   after the parent's loaded subtree and marks it loaded; hiding removes them again.
 * - A new memorial goes on top; a new reply right after its parent (and into its `children`).
 * - Deleting removes the comment with its loaded descendants and its id from the parent's
 *   `children`; a parent left without children is marked not loaded.
 */
export type ThreadComment = PostComment & {
  isReplyLoaded: boolean;
  /**
   * How many of this comment's direct replies came from get-replies and are still shown: the
   * `skip` of its next page. Replies come oldest first, so one written here sits at the END of
   * the server's list and must not move the offset (`addedHere`).
   */
  fetchedReplies: number;
  /** Written in this visit rather than fetched. */
  addedHere: boolean;
};

export type ThreadState = { comments: ThreadComment[] };

export type ThreadAction =
  | { type: "pageLoaded"; comments: PostComment[] }
  /** The first page again, as the signed-in viewer's own answer: what they may do with each is theirs. */
  | { type: "viewersPageLoaded"; comments: PostComment[] }
  | { type: "memorialAdded"; comment: PostComment }
  | { type: "repliesLoaded"; parentId: string; replies: PostComment[] }
  | { type: "repliesHidden"; parentId: string }
  | { type: "replyAdded"; parentId: string; reply: PostComment }
  | { type: "removed"; id: string };

export const initialThread: ThreadState = { comments: [] };

const toThread = (comment: PostComment, addedHere: boolean): ThreadComment => ({
  ...comment,
  children: [...comment.children],
  isReplyLoaded: false,
  fetchedReplies: 0,
  addedHere,
});

/** The index just past `index`'s loaded subtree. */
export function subtreeEnd(comments: readonly ThreadComment[], index: number): number {
  const level = comments[index]!.childrenLevel;
  let end = index + 1;
  while (end < comments.length && comments[end]!.childrenLevel > level) end++;
  return end;
}

const indexOf = (state: ThreadState, id: string) => state.comments.findIndex((c) => c._id === id);

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case "pageLoaded": {
      const known = new Set(state.comments.map((c) => c._id));
      const fresh = action.comments.filter((c) => !known.has(c._id)).map((c) => toThread(c, false));
      return fresh.length === 0 ? state : { comments: [...state.comments, ...fresh] };
    }

    case "viewersPageLoaded": {
      const own = new Map(action.comments.map((c) => [c._id, c]));
      const comments = state.comments.map((c) => {
        const theirs = own.get(c._id);
        return theirs ? { ...c, can: theirs.can } : c;
      });
      const known = new Set(state.comments.map((c) => c._id));
      const fresh = action.comments.filter((c) => !known.has(c._id)).map((c) => toThread(c, false));
      return { comments: [...comments, ...fresh] };
    }

    case "memorialAdded":
      return { comments: [toThread(action.comment, true), ...state.comments] };

    case "repliesLoaded": {
      const at = indexOf(state, action.parentId);
      if (at === -1) return state;
      const comments = [...state.comments];
      const parent = comments[at]!;
      // A reply written here may come back in the page: it is fetched now, so it counts toward the offset.
      const shown = new Map(comments.map((c, i) => [c._id, i]));
      for (const reply of action.replies) {
        const i = shown.get(reply._id);
        if (i !== undefined) comments[i] = { ...comments[i]!, addedHere: false };
      }
      const fresh = action.replies.filter((r) => !shown.has(r._id)).map((r) => toThread(r, false));
      const children = [...parent.children, ...action.replies.map((r) => r._id).filter((id) => !parent.children.includes(id))];
      comments[at] = { ...parent, children, isReplyLoaded: true, fetchedReplies: parent.fetchedReplies + action.replies.length };
      comments.splice(subtreeEnd(comments, at), 0, ...fresh);
      return { comments };
    }

    case "repliesHidden": {
      const at = indexOf(state, action.parentId);
      if (at === -1) return state;
      const comments = [...state.comments];
      comments.splice(at + 1, subtreeEnd(comments, at) - at - 1);
      comments[at] = { ...comments[at]!, isReplyLoaded: false, fetchedReplies: 0 };
      return { comments };
    }

    case "replyAdded": {
      const at = indexOf(state, action.parentId);
      if (at === -1) return state;
      const comments = [...state.comments];
      const parent = comments[at]!;
      const reply = toThread({ ...action.reply, childrenLevel: parent.childrenLevel + 1, parent: parent._id }, true);
      comments[at] = { ...parent, children: [...parent.children, reply._id], isReplyLoaded: true };
      comments.splice(at + 1, 0, reply);
      return { comments };
    }

    case "removed": {
      const at = indexOf(state, action.id);
      if (at === -1) return state;
      const removed = state.comments[at]!;
      const comments = [...state.comments];
      comments.splice(at, subtreeEnd(comments, at) - at);
      const parentAt = removed.parent === null ? -1 : comments.findIndex((c) => c._id === removed.parent);
      if (parentAt !== -1) {
        const parent = comments[parentAt]!;
        const children = parent.children.filter((id) => id !== removed._id);
        const fetchedReplies = removed.addedHere ? parent.fetchedReplies : Math.max(0, parent.fetchedReplies - 1);
        comments[parentAt] = children.length === 0 ? { ...parent, children, isReplyLoaded: false, fetchedReplies: 0 } : { ...parent, children, fetchedReplies };
      }
      return { comments };
    }
  }
}

/** Top-level memorials loaded: the `skip` of the next get-post-comments page. */
export const topLevelCount = (state: ThreadState) => state.comments.filter((c) => c.childrenLevel === 0).length;

/** Direct replies of `parentId` on screen. */
export const shownReplies = (state: ThreadState, parentId: string) => state.comments.filter((c) => c.parent === parentId).length;

/** 'Load More Replies' shows under a parent whose replies are open while it has more than are shown. */
export function hasMoreReplies(state: ThreadState, comment: ThreadComment) {
  return comment.isReplyLoaded && shownReplies(state, comment._id) < comment.children.length;
}

/** The reply-count toggle: 'N Replies' / '1 Reply' while hidden, 'Hide Reply' while shown, nothing without replies. */
export function replyToggleLabel(comment: ThreadComment): string | null {
  if (comment.isReplyLoaded) return "Hide Reply";
  const n = comment.children.length;
  if (n === 0) return null;
  return n === 1 ? "1 Reply" : `${n} Replies`;
}

/**
 * What deleting `id` takes off the counters shown on the page: the comment and its loaded
 * descendants from total_comments, and 1 from total_parent_comments for a top-level memorial.
 * (Descendants never loaded are unknown here; the server's counts are the real ones.)
 */
export function deletionImpact(state: ThreadState, id: string): { comments: number; parentComments: number } {
  const at = indexOf(state, id);
  if (at === -1) return { comments: 0, parentComments: 0 };
  return { comments: subtreeEnd(state.comments, at) - at, parentComments: state.comments[at]!.childrenLevel === 0 ? 1 : 0 };
}

export type ThreadRow = { kind: "comment"; comment: ThreadComment } | { kind: "more-replies"; parent: ThreadComment };

/** The list to render: every comment, and a 'Load More Replies' row after each open parent's subtree that has more. */
export function threadRows(state: ThreadState): ThreadRow[] {
  const { comments } = state;
  const moreAt = new Map<number, ThreadComment[]>();
  comments.forEach((comment, index) => {
    if (!hasMoreReplies(state, comment)) return;
    const end = subtreeEnd(comments, index);
    // Deeper parents close first: their button sits above their ancestors'.
    moreAt.set(end, [comment, ...(moreAt.get(end) ?? [])]);
  });
  const rows: ThreadRow[] = [];
  for (let i = 0; i <= comments.length; i++) {
    for (const parent of moreAt.get(i) ?? []) rows.push({ kind: "more-replies", parent });
    if (i < comments.length) rows.push({ kind: "comment", comment: comments[i]! });
  }
  return rows;
}
