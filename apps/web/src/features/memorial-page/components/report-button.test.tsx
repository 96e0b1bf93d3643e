import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/render-app";
import { BLOG_ID, buildComment, buildPost, buildTribute, mockMemorialApi, POST_ID } from "../test/memorial-fixtures";

async function openMemorial() {
  const app = renderApp(`/post/${BLOG_ID}`);
  await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
  return app;
}

describe("Report: visitors flag a memorial or an item for its family", () => {
  it("reports a message with a reason and words, then thanks the visitor and gives focus back", async () => {
    const message = buildComment({ comment: "Watch the funeral live at fake-stream.example" });
    const { calls } = mockMemorialApi(buildPost(), {
      "/api/get-post-comments": () => ({ body: { comments: [message] } }),
      "/api/report": () => ({ body: { status: "done", already_reported: false } }),
    });
    const { user } = await openMemorial();
    const trigger = await screen.findByRole("button", { name: "Report this memorial" });
    await user.click(trigger);

    const dialog = screen.getByRole("dialog", { name: "Report this memorial" });
    const send = within(dialog).getByRole("button", { name: "Send report" });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole("radio", { name: "Fake livestream or donation link" }));
    await user.type(within(dialog).getByLabelText("More details (optional)"), "  Asks for money  ");
    await user.click(send);

    expect(await within(dialog).findByText("Thank you. It has been passed on.")).toBeInTheDocument();
    expect(calls("/api/report")).toEqual([{ target_type: "comment", target_id: message._id, reason: "fake-link", details: "Asks for money" }]);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("says so when the person had already reported it, and Escape closes the dialog", async () => {
    const tribute = buildTribute();
    mockMemorialApi(buildPost(), {
      "/api/get-post-tributes": () => ({ body: { tributes: [tribute] } }),
      "/api/report": () => ({ body: { status: "done", already_reported: true } }),
    });
    const { user } = await openMemorial();
    await user.click(await screen.findByRole("button", { name: "Report this tribute" }));
    const dialog = screen.getByRole("dialog", { name: "Report this tribute" });
    await user.click(within(dialog).getByRole("radio", { name: "Spam or scam" }));
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("You have already reported this. Thank you.")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("reports the memorial page itself to the site's team, and shows the server's refusal", async () => {
    const { calls } = mockMemorialApi(buildPost(), { "/api/report": () => ({ status: 404, body: { error: "This item could not be found" } }) });
    const { user } = await openMemorial();
    await user.click(screen.getByRole("button", { name: "Report this memorial page" }));
    const dialog = screen.getByRole("dialog", { name: "Report this memorial page" });
    expect(within(dialog).getByText(/Tell the site's team/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "Not about this person" }));
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This item could not be found");
    expect(calls("/api/report")).toEqual([{ target_type: "post", target_id: POST_ID, reason: "not-about-person", details: "" }]);
  });

  it("marks a hidden item for the only people who still receive it", async () => {
    mockMemorialApi(buildPost(), { "/api/get-post-comments": () => ({ body: { comments: [buildComment({ hidden: true })] } }) });
    await openMemorial();
    expect(await screen.findByText(/Hidden after reports: only you and the family can see it/)).toBeInTheDocument();
  });
});
