import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp, signIn } from "../../../../test/render-app";
import { BLOG_ID, buildPost, mockMemorialApi } from "../../test/memorial-fixtures";

/** "Remind me" on the memorial page: one click signed in, a confirmed e-mail signed out. */
describe("the memorial's remembrance reminders", () => {
  async function open({ username = null, following = false, locale = "en" }: { username?: string | null; following?: boolean; locale?: "en" | "ta" } = {}) {
    let isFollowing = following;
    const api = mockMemorialApi(buildPost(), {
      "/api/follow-status": () => ({ body: { following: isFollowing } }),
      "/api/follow-memorial": (body) => {
        if (body.email === "") return { status: 400, body: { error: "Please enter your e-mail address to get reminders" } };
        isFollowing = !body.email;
        return { body: { following: !body.email, confirmation_sent: Boolean(body.email) } };
      },
      "/api/unfollow-memorial": () => {
        isFollowing = false;
        return { body: { following: false } };
      },
    });
    if (username) signIn({ username });
    else window.localStorage.clear();
    const app = renderApp(`/post/${BLOG_ID}`, { locale });
    await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
    return { ...app, ...api };
  }

  it("follows with one click when signed in, says so, and stops", async () => {
    const { user, calls } = await open({ username: "cousin" });
    const card = screen.getByRole("region", { name: "Remembrance reminders" });
    expect(
      within(card).getByText("Get an e-mail a week before and on each remembrance day, and when the family adds a service or gathering."),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Remind me" }));
    expect(await within(card).findByText("You will get these reminders by e-mail.")).toBeInTheDocument();
    expect(calls("/api/follow-memorial")).toEqual([{ post_id: BLOG_ID }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Stop reminders" }));
    expect(await within(card).findByRole("status")).toHaveTextContent("Reminders stopped.");
    expect(within(card).getByRole("button", { name: "Remind me" })).toBeInTheDocument();
    expect(calls("/api/unfollow-memorial")).toEqual([{ post_id: BLOG_ID }]);
  });

  it("shows a signed-in follower that they follow, from the server", async () => {
    await open({ username: "cousin", following: true });
    const card = screen.getByRole("region", { name: "Remembrance reminders" });
    expect(await within(card).findByRole("button", { name: "Stop reminders" })).toBeInTheDocument();
  });

  it("asks a visitor for an address in a dialog, sends the link, and says to check the mail", async () => {
    const { user, calls } = await open();
    const card = screen.getByRole("region", { name: "Remembrance reminders" });
    await user.click(within(card).getByRole("button", { name: "Remind me" }));
    const dialog = await screen.findByRole("dialog", { name: "Remind me of the remembrance days" });
    const field = within(dialog).getByLabelText("Your e-mail address");
    expect(field).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Send the link" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Please enter your e-mail address to get reminders");

    await user.type(field, "amma@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send the link" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "Please check your e-mail: open the link we sent to amma@example.com to start the reminders.",
    );
    expect(calls("/api/follow-memorial").at(-1)).toEqual({ post_id: BLOG_ID, email: "amma@example.com" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Remind me" })).toHaveFocus();
    expect(calls("/api/follow-status")).toEqual([]); // nothing to ask while signed out
  });

  it("speaks Tamil to a Tamil reader, signed in and out", async () => {
    const visitor = await open({ locale: "ta" });
    const card = screen.getByRole("region", { name: "நினைவு நாள் நினைவூட்டல்கள்" });
    await visitor.user.click(within(card).getByRole("button", { name: "எனக்கு நினைவூட்டுங்கள்" }));
    const dialog = await screen.findByRole("dialog", { name: "நினைவு நாட்களை எனக்கு நினைவூட்டுங்கள்" });
    expect(within(dialog).getByLabelText("உங்கள் மின்னஞ்சல் முகவரி")).toBeInTheDocument();
    await visitor.user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    visitor.unmount();
    visitor.spy.mockRestore();

    const member = await open({ username: "cousin", locale: "ta" });
    const memberCard = screen.getByRole("region", { name: "நினைவு நாள் நினைவூட்டல்கள்" });
    await member.user.click(within(memberCard).getByRole("button", { name: "எனக்கு நினைவூட்டுங்கள்" }));
    expect(await within(memberCard).findByText("இந்த நினைவூட்டல்கள் உங்களுக்கு மின்னஞ்சலில் வரும்.")).toBeInTheDocument();
  });

  it("is not offered on a draft", async () => {
    mockMemorialApi(buildPost({ draft: true }));
    signIn({ username: "kamala" });
    renderApp(`/post/${BLOG_ID}`);
    await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
    expect(screen.queryByRole("region", { name: "Remembrance reminders" })).not.toBeInTheDocument();
  });
});
