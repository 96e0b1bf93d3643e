import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp, signIn } from "../../../test/render-app";
import { AUTHOR_CAN, BLOG_ID, KEEPER_CAN, buildComment, buildPost, mockMemorialApi } from "../test/memorial-fixtures";

/** Review before public on the memorial page (decision 024). */

async function openMemorial() {
  const app = renderApp(`/post/${BLOG_ID}`);
  await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
  return app;
}
const wall = () => screen.getByRole("region", { name: "Memory Wall" });

describe("held items on the memorial page", () => {
  it("shows a visitor's held memorial in place, marked, with the family's-approval thanks, counted nowhere, its link as plain text and no Reply", async () => {
    const SCAM = "Watch the funeral live at https://bit.ly/ammamma-live";
    const created = buildComment({ comment: SCAM, commenter_first_name: "Meena", commenter_last_name: "Raj", status: "held" });
    mockMemorialApi(buildPost({ moderation: "review" }), { "/api/add-comment": () => ({ body: created }) });
    const { user } = await openMemorial();
    expect(within(wall()).getByText("The family reads messages before they appear.")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Write Your Memorials" }));
    const panel = within(await screen.findByRole("dialog", { name: "Memory Wall" }));
    await user.type(panel.getByLabelText("Your memorial"), SCAM);
    await user.type(panel.getByLabelText("First Name"), "Meena");
    await user.type(panel.getByLabelText("Last Name"), "Raj");
    await user.type(panel.getByLabelText("Email"), "meena@example.com");
    await user.type(panel.getByLabelText("Mobile Number"), "0771234567");
    await user.type(panel.getByLabelText("Current Place"), "Colombo");
    await user.click(panel.getByRole("button", { name: "Post Memorial" }));
    expect(await screen.findByText("Thank you. It will appear once the family approves it.")).toBeInTheDocument();

    const item = await within(wall()).findByRole("article", { name: /Meena Raj/ });
    expect(within(item).getByText("Awaiting the family's approval")).toBeInTheDocument();
    expect(within(item).getByText(SCAM)).toBeInTheDocument();
    expect(within(item).queryByRole("link", { name: /bit\.ly/ })).not.toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: "Reply" })).not.toBeInTheDocument();
    expect(within(wall()).getByText("0 memorials and replies shared by family and friends.")).toBeInTheDocument();
  });

  it("shows an approved message's livestream link as plain words, never a link or a button", async () => {
    const approved = buildComment({ comment: "Live: https://zoom.us/j/81234567", commenter_first_name: "Meena", commenter_last_name: "Raj", status: "public" });
    mockMemorialApi(buildPost({ activity: { ...buildPost().activity, total_comments: 1, total_parent_comments: 1 } }), {
      "/api/get-post-comments": () => ({ body: { comments: [approved] } }),
    });
    await openMemorial();
    const item = await within(wall()).findByRole("article", { name: /Meena Raj/ });
    expect(within(item).getByText("Live: https://zoom.us/j/81234567")).toBeInTheDocument();
    expect(within(item).queryByRole("link")).not.toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: /zoom/i })).not.toBeInTheDocument();
    expect(within(item).queryByText("Awaiting the family's approval")).not.toBeInTheDocument();
  });

  it("gives the keepers the setting, saved at once by keyboard", async () => {
    signIn();
    const { calls } = mockMemorialApi(buildPost({ can: AUTHOR_CAN }), {
      "/api/update-post-moderation": () => ({ body: { moderation: "review" } }),
    });
    const { user } = await openMemorial();
    const setting = screen.getByRole("group", { name: "Visitors' messages, replies, tributes and photos" });
    const open = within(setting).getByRole("radio", { name: "Appear at once" });
    expect(open).toBeChecked();
    open.focus();
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByText("Setting saved")).toBeInTheDocument();
    await waitFor(() => expect(within(setting).getByRole("radio", { name: "Wait for a keeper's approval" })).toBeChecked());
    expect(calls("/api/update-post-moderation")).toHaveLength(1);
  });

  it("lists the people the keepers trust, and 'Stop trusting' takes one off by keyboard", async () => {
    signIn();
    const meena = {
      _id: "7f0c3c1e-5b7a-4d6e-9a51-0a1b2c3d4e5f",
      personal_info: { username: "meena", fullname: "Meena Raj", profile_img: "/api/avatar/meena.svg" },
      trusted_at: "2026-11-01T10:00:00.000Z",
    };
    const { calls } = mockMemorialApi(buildPost({ can: AUTHOR_CAN }), {
      "/api/trusted-people": () => ({ body: { people: [meena] } }),
      "/api/untrust-person": () => ({ body: { status: "done" } }),
    });
    const { user } = await openMemorial();
    const list = await screen.findByRole("list", { name: "People you trust" });
    expect(within(list).getByRole("link", { name: "Meena Raj" })).toHaveAttribute("href", "/user/meena");
    within(list).getByRole("button", { name: "Stop trusting Meena Raj" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Meena Raj's next items will wait for approval")).toBeInTheDocument();
    expect(calls("/api/untrust-person")).toEqual([{ blog_id: BLOG_ID, _id: meena._id }]);
    await waitFor(() => expect(screen.queryByRole("list", { name: "People you trust" })).not.toBeInTheDocument());
  });

  it("gives a co-keeper the setting too", async () => {
    signIn({ username: "ravi" });
    mockMemorialApi(buildPost({ can: KEEPER_CAN }));
    await openMemorial();
    expect(await screen.findByRole("group", { name: "Visitors' messages, replies, tributes and photos" })).toBeInTheDocument();
  });

  it("shows the setting to nobody else", async () => {
    mockMemorialApi(buildPost());
    await openMemorial();
    expect(screen.queryByRole("group", { name: "Visitors' messages, replies, tributes and photos" })).not.toBeInTheDocument();
  });
});
