import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { renderApp, signIn } from "../../../../test/render-app";
import { AUTHOR_CAN, AUTHOR_ID, BLOG_ID, buildComment, buildPost, getPostAnswer, mockMemorialApi, POST_ID } from "../../test/memorial-fixtures";

async function openMemorial() {
  const app = renderApp(`/post/${BLOG_ID}`);
  await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
  return app;
}

const wall = () => screen.getByRole("region", { name: "Memory Wall" });

describe("Memory Wall", () => {
  it("checks the anonymous memorial form in SPEC order, one toast at a time, then posts it on top", async () => {
    const older = buildComment({ comment: "An older memorial." });
    const created = buildComment({ comment: "He was kind to everyone.", commenter_first_name: "Meena", commenter_last_name: "Raj" });
    const { calls } = mockMemorialApi(buildPost({ activity: { ...buildPost().activity, total_comments: 1, total_parent_comments: 1 } }), {
      "/api/get-post-comments": () => ({ body: { comments: [older] } }),
      "/api/add-comment": () => ({ body: created }),
    });
    const { user } = await openMemorial();
    await within(wall()).findByText("An older memorial.");
    expect(within(wall()).getByText("1 memorial and reply shared by family and friends.")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Write Your Memorials" }));
    const panel = await screen.findByRole("dialog", { name: "Memory Wall" });
    const p = within(panel);
    const post = p.getByRole("button", { name: "Post Memorial" });

    const steps: Array<[string | null, string, string]> = [
      [null, "", MESSAGES.commentRequired],
      ["Your memorial", "He was kind to everyone.", MESSAGES.commenterFirstNameRequired],
      ["First Name", "Meena", MESSAGES.commenterLastNameRequired],
      ["Last Name", "Raj", MESSAGES.commenterEmailRequired],
      ["Email", "meena@example", MESSAGES.commenterEmailInvalid],
      ["Email", ".com", MESSAGES.commenterMobileRequired],
      ["Mobile Number", "12345", MESSAGES.commenterMobileInvalid],
      ["Mobile Number", "67890", MESSAGES.commenterPlaceRequired],
    ];
    let previous: string | null = null;
    for (const [field, text, message] of steps) {
      if (field) await user.type(p.getByLabelText(field), text);
      await user.click(post);
      expect(await screen.findByText(message)).toBeInTheDocument();
      // One error toast at a time: the new message replaces the previous one.
      if (previous) expect(screen.queryByText(previous)).not.toBeInTheDocument();
      previous = message;
    }
    expect(calls("/api/add-comment")).toEqual([]);

    await user.type(p.getByLabelText("Current Place"), "Jaffna");
    await user.click(post);
    expect(await screen.findByText(MESSAGES.memorialAdded)).toBeInTheDocument();
    expect(calls("/api/add-comment")).toEqual([
      {
        _id: POST_ID,
        blog_author: AUTHOR_ID,
        commentsObj: {
          comment: "He was kind to everyone.",
          commenterFirstName: "Meena",
          commenterLastName: "Raj",
          email: "meena@example.com",
          mobileNumber: "1234567890",
          currentPlace: "Jaffna",
        },
      },
    ]);

    const memorials = within(wall()).getAllByRole("article");
    expect(memorials[0]).toHaveAccessibleName("Memorial by Meena Raj");
    expect(within(memorials[0]!).getByText("He was kind to everyone.")).toBeInTheDocument();
    expect(within(wall()).getByText("2 memorials and replies shared by family and friends.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Memory Wall, 2 Memorials" })).toBeInTheDocument();
    // The panel closes 500 ms after posting.
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Memory Wall" })).not.toBeInTheDocument());
  }, 30_000);

  it("asks a signed-in user only for the text", async () => {
    const { calls } = mockMemorialApi(buildPost(), { "/api/add-comment": () => ({ body: buildComment({ comment: "Rest in peace." }) }) });
    signIn({ username: "arun", fullname: "Arun Kandasamy" });
    const { user } = await openMemorial();
    await user.click(screen.getByRole("link", { name: "Write Your Memorials" }));
    const panel = within(await screen.findByRole("dialog", { name: "Memory Wall" }));
    expect(panel.queryByLabelText("First Name")).not.toBeInTheDocument();
    expect(panel.getByText("Arun Kandasamy")).toBeInTheDocument();
    await user.click(panel.getByRole("button", { name: "Post Memorial" }));
    expect(await screen.findByText(MESSAGES.commentRequired)).toBeInTheDocument();
    await user.type(panel.getByLabelText("Your memorial"), "Rest in peace.");
    await user.click(panel.getByRole("button", { name: "Post Memorial" }));
    expect(await screen.findByText(MESSAGES.memorialAdded)).toBeInTheDocument();
    expect(calls("/api/add-comment")[0].commentsObj).toMatchObject({ comment: "Rest in peace.", commenterFirstName: "" });
  });

  it("keeps the form and re-enables it when posting fails", async () => {
    let fail: (value: { status: number; body: unknown }) => void = () => {};
    mockMemorialApi(buildPost(), { "/api/add-comment": () => new Promise((resolve) => (fail = resolve)) });
    signIn({ username: "arun" });
    const { user } = await openMemorial();
    await user.click(screen.getByRole("link", { name: "Write Your Memorials" }));
    const panel = within(await screen.findByRole("dialog", { name: "Memory Wall" }));
    await user.type(panel.getByLabelText("Your memorial"), "Rest in peace.");
    await user.click(panel.getByRole("button", { name: "Post Memorial" }));
    expect(panel.getByRole("button", { name: "Post Memorial" })).toBeDisabled();
    expect(panel.getByLabelText("Your memorial")).toBeDisabled();
    fail({ status: 500, body: { error: "Internal server error" } });
    expect(await screen.findByText(MESSAGES.somethingWentWrong)).toBeInTheDocument();
    await waitFor(() => expect(panel.getByRole("button", { name: "Post Memorial" })).toBeEnabled());
    expect(panel.getByLabelText("Your memorial")).toHaveValue("Rest in peace.");
    expect(screen.getByRole("dialog", { name: "Memory Wall" })).toBeInTheDocument();
  });

  it("shows replies on the reply count, hides them with 'Hide Reply', and loads more five at a time", async () => {
    const parentId = "parent-1";
    const replies = Array.from({ length: 6 }, (_, i) => buildComment({ _id: `reply-${i}`, comment: `Reply number ${i}`, parent: parentId, childrenLevel: 1 }));
    const parent = buildComment({ _id: parentId, comment: "The parent memorial.", children: replies.map((r) => r._id) });
    const { calls } = mockMemorialApi(buildPost({ activity: { ...buildPost().activity, total_comments: 7, total_parent_comments: 1 } }), {
      "/api/get-post-comments": () => ({ body: { comments: [parent] } }),
      "/api/get-replies": (body) => ({ body: { replies: replies.slice(Number(body.skip), Number(body.skip) + 5) } }),
    });
    const { user } = await openMemorial();
    await user.click(await within(wall()).findByRole("button", { name: "6 Replies" }));
    expect(await within(wall()).findByText("Reply number 4")).toBeInTheDocument();
    expect(within(wall()).queryByText("Reply number 5")).not.toBeInTheDocument();
    const reply = within(wall()).getAllByRole("article", { name: /^Reply by/ })[0]!;
    expect(reply).toHaveStyle({ marginLeft: "40px" });

    await user.click(within(wall()).getByRole("button", { name: "Load More Replies" }));
    expect(await within(wall()).findByText("Reply number 5")).toBeInTheDocument();
    expect(within(wall()).queryByRole("button", { name: "Load More Replies" })).not.toBeInTheDocument();
    expect(calls("/api/get-replies")).toEqual([
      { _id: parentId, skip: 0 },
      { _id: parentId, skip: 5 },
    ]);

    await user.click(within(wall()).getByRole("button", { name: "Hide Reply" }));
    expect(within(wall()).queryByText("Reply number 0")).not.toBeInTheDocument();
    expect(within(wall()).getByRole("button", { name: "6 Replies" })).toBeInTheDocument();
  });

  it("posts a reply right after its parent, raising only total_comments", async () => {
    const parent = buildComment({ _id: "p1", comment: "First memorial." });
    const other = buildComment({ _id: "p2", comment: "Second memorial." });
    const reply = buildComment({
      _id: "r1",
      comment: "Thank you for this.",
      parent: "p1",
      childrenLevel: 1,
      commenter_first_name: "Priya",
      commenter_last_name: "S",
    });
    const { calls } = mockMemorialApi(buildPost({ activity: { ...buildPost().activity, total_comments: 2, total_parent_comments: 2 } }), {
      "/api/get-post-comments": () => ({ body: { comments: [parent, other] } }),
      "/api/add-comment": () => ({ body: reply }),
    });
    signIn({ username: "priya" });
    const { user } = await openMemorial();
    const first = (await within(wall()).findAllByRole("article"))[0]!;
    await user.click(within(first).getByRole("button", { name: "Reply" }));
    await user.type(within(first).getByLabelText("Your reply"), "Thank you for this.");
    await user.click(within(first).getByRole("button", { name: "Post Reply" }));
    expect(await screen.findByText(MESSAGES.replyAdded)).toBeInTheDocument();
    expect(calls("/api/add-comment")[0]).toMatchObject({ _id: POST_ID, replying_to: "p1" });

    const articles = within(wall())
      .getAllByRole("article")
      .map((a) => a.textContent);
    expect(articles[0]).toContain("First memorial.");
    expect(articles[1]).toContain("Thank you for this.");
    expect(articles[2]).toContain("Second memorial.");
    expect(within(wall()).getByRole("button", { name: "Hide Reply" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Memory Wall, 3 Memorials" })).toBeInTheDocument();
    // total_parent_comments did not move: no 'Load More Memorials' appears for 2 of 2.
    expect(within(wall()).queryByRole("button", { name: "Load More Memorials" })).not.toBeInTheDocument();
  });

  it("loads more memorials ten at a time, skipping those loaded", async () => {
    const page1 = Array.from({ length: 10 }, (_, i) => buildComment({ comment: `Memorial ${i}` }));
    const page2 = [buildComment({ comment: "Memorial 10" })];
    const { calls } = mockMemorialApi(buildPost({ activity: { ...buildPost().activity, total_comments: 11, total_parent_comments: 11 } }), {
      "/api/get-post-comments": (body) => ({ body: { comments: body.skip === 0 ? page1 : page2 } }),
    });
    const { user } = await openMemorial();
    await user.click(await within(wall()).findByRole("button", { name: "Load More Memorials" }));
    expect(await within(wall()).findByText("Memorial 10")).toBeInTheDocument();
    expect(within(wall()).queryByRole("button", { name: "Load More Memorials" })).not.toBeInTheDocument();
    expect(calls("/api/get-post-comments")).toEqual([
      { blog_id: POST_ID, skip: 0 },
      { blog_id: POST_ID, skip: 10 },
    ]);
  });

  it("offers Delete only to the comment's signed-in author and to the post's author", async () => {
    const mine = buildComment({ comment: "Mine.", commented_by: { personal_info: { username: "arun", fullname: "Arun K", profile_img: "", residence: "" } } });
    const theirs = buildComment({ comment: "Theirs." });
    const post = buildPost({ activity: { ...buildPost().activity, total_comments: 2, total_parent_comments: 2 } });
    // The server answers each viewer what they may delete.
    let may = { mine: false, theirs: false };
    mockMemorialApi(post, {
      "/api/get-post-comments": () => ({
        body: {
          comments: [
            { ...mine, can: { delete: may.mine } },
            { ...theirs, can: { delete: may.theirs } },
          ],
        },
      }),
    });

    const anonymous = await openMemorial();
    await within(wall()).findByText("Theirs.");
    expect(within(wall()).queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
    anonymous.unmount();

    signIn({ username: "arun" });
    may = { mine: true, theirs: false };
    const commenter = await openMemorial();
    await within(wall()).findByText("Theirs.");
    expect(within(wall()).getAllByRole("button", { name: "Delete this memorial" })).toHaveLength(1);
    commenter.unmount();

    signIn({ username: "priya" });
    may = { mine: true, theirs: true };
    await openMemorial();
    await within(wall()).findByText("Theirs.");
    expect(within(wall()).getAllByRole("button", { name: "Delete this memorial" })).toHaveLength(2);
  });

  it("deletes a memorial with its replies and lowers the counts, taking the server's counts after", async () => {
    const parent = buildComment({ _id: "p1", comment: "To delete.", children: ["r1"], can: { delete: true } });
    const reply = buildComment({ _id: "r1", comment: "A reply.", parent: "p1", childrenLevel: 1, can: { delete: true } });
    const post = buildPost({ activity: { ...buildPost().activity, total_comments: 3, total_parent_comments: 2 }, can: AUTHOR_CAN });
    const { calls } = mockMemorialApi(post, {
      // After the delete the server counts 1 memorial; the author's edit-mode load brings that.
      "/api/get-post": (body) => ({
        body: getPostAnswer(body.mode === "edit" ? { ...post, activity: { ...post.activity, total_comments: 1, total_parent_comments: 1 } } : post),
      }),
      "/api/get-post-comments": () => ({ body: { comments: [parent, buildComment({ comment: "Stays." })] } }),
      "/api/get-replies": () => ({ body: { replies: [reply] } }),
      "/api/delete-comment": () => ({ body: { status: "done" } }),
    });
    signIn({ username: "priya" });
    const { user } = await openMemorial();
    await user.click(await within(wall()).findByRole("button", { name: "1 Reply" }));
    await within(wall()).findByText("A reply.");
    const target = within(wall()).getAllByRole("article")[0]!;
    await user.click(within(target).getByRole("button", { name: "Delete this memorial" }));
    await user.click(within(target).getByRole("button", { name: "Yes, delete" }));
    await waitFor(() => expect(within(wall()).queryByText("To delete.")).not.toBeInTheDocument());
    expect(within(wall()).queryByText("A reply.")).not.toBeInTheDocument();
    expect(within(wall()).getByText("Stays.")).toBeInTheDocument();
    expect(calls("/api/delete-comment")).toEqual([{ _id: "p1" }]);
    // 1 memorial and its loaded reply come off at once (3 - 2).
    expect(screen.getByRole("button", { name: "Memory Wall, 1 Memorial" })).toBeInTheDocument();
    // The author reloads the counts in edit mode, which counts no read.
    await waitFor(() => expect(calls("/api/get-post")).toContainEqual({ post_id: BLOG_ID, mode: "edit" }));
    expect(screen.getByRole("button", { name: "Memory Wall, 1 Memorial" })).toBeInTheDocument();
  });

  it("keeps what was loaded when loading replies fails, and only logs it", async () => {
    const parent = buildComment({ comment: "Parent.", children: ["x"] });
    mockMemorialApi(buildPost({ activity: { ...buildPost().activity, total_comments: 2, total_parent_comments: 1 } }), {
      "/api/get-post-comments": () => ({ body: { comments: [parent] } }),
      "/api/get-replies": () => ({ status: 500, body: { error: "Internal server error" } }),
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user } = await openMemorial();
    await user.click(await within(wall()).findByRole("button", { name: "1 Reply" }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(wall()).getByText("Parent.")).toBeInTheDocument();
    expect(within(wall()).getByRole("button", { name: "1 Reply" })).toBeEnabled();
  });
});
