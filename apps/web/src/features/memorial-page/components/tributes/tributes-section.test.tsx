import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { renderApp, signIn } from "../../../../test/render-app";
import { AUTHOR_ID, BLOG_ID, buildPost, buildTribute, mockMemorialApi, POST_ID } from "../../test/memorial-fixtures";

async function openMemorial() {
  const app = renderApp(`/post/${BLOG_ID}`);
  await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
  return app;
}

const withTributes = (n: number) => buildPost({ activity: { ...buildPost().activity, total_tributes: n } });

describe("Tributes", () => {
  it("checks the tribute form with its own first message, posts it on top and closes the panel", async () => {
    const created = buildTribute({ tribute: "With love from Oslo.", tributer_first_name: "Latha", tributer_last_name: "Ganesh" });
    const { calls } = mockMemorialApi(withTributes(1), {
      "/api/get-post-tributes": () => ({ body: { tributes: [buildTribute({ tribute: "Forever in our hearts." })] } }),
      "/api/add-tribute": () => ({ body: created }),
    });
    const { user } = await openMemorial();
    await user.click(screen.getByRole("link", { name: "Write a Tribute" }));
    const panel = within(await screen.findByRole("dialog", { name: "Tributes" }));
    await user.click(panel.getByRole("button", { name: "Post Tribute" }));
    expect(await screen.findByText(MESSAGES.tributeRequired)).toBeInTheDocument();
    await user.type(panel.getByLabelText("Your tribute"), "With love from Oslo.");
    await user.click(panel.getByRole("button", { name: "Post Tribute" }));
    expect(await screen.findByText(MESSAGES.commenterFirstNameRequired)).toBeInTheDocument();
    await user.type(panel.getByLabelText("First Name"), "Latha");
    await user.type(panel.getByLabelText("Last Name"), "Ganesh");
    await user.type(panel.getByLabelText("Email"), "latha@example.com");
    await user.type(panel.getByLabelText("Mobile Number"), "+47 912 34 567");
    await user.type(panel.getByLabelText("Current Place"), "Oslo");
    await user.click(panel.getByRole("button", { name: "Post Tribute" }));
    expect(await screen.findByText(MESSAGES.tributeAdded)).toBeInTheDocument();
    expect(calls("/api/add-tribute")).toEqual([
      {
        _id: POST_ID,
        blog_author: AUTHOR_ID,
        tributesObj: {
          tribute: "With love from Oslo.",
          tributerFirstName: "Latha",
          tributerLastName: "Ganesh",
          email: "latha@example.com",
          mobileNumber: "+47 912 34 567",
          currentPlace: "Oslo",
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Tributes" })).not.toBeInTheDocument());
    const section = screen.getByRole("region", { name: "Tributes" });
    expect(within(section).getByText("2 tributes to Sivakumar Thevarajah.")).toBeInTheDocument();
    expect(within(section).getAllByRole("article")[0]).toHaveAccessibleName("Tribute by Latha Ganesh");
  }, 30_000);

  it("lists ten a page with Load More while more exist", async () => {
    const first = Array.from({ length: 10 }, (_, i) => buildTribute({ tribute: `Tribute ${i}` }));
    const { calls } = mockMemorialApi(withTributes(11), {
      "/api/get-post-tributes": (body) => ({ body: { tributes: body.skip === 0 ? first : [buildTribute({ tribute: "Tribute 10" })] } }),
    });
    const { user } = await openMemorial();
    await user.click(await screen.findByRole("link", { name: "See all 11 tributes" }));
    const panel = within(await screen.findByRole("dialog", { name: "Tributes" }));
    await user.click(panel.getByRole("button", { name: "Load More" }));
    expect(await panel.findByText("Tribute 10")).toBeInTheDocument();
    expect(panel.queryByRole("button", { name: "Load More" })).not.toBeInTheDocument();
    expect(calls("/api/get-post-tributes")).toEqual([
      { blog_id: POST_ID, skip: 0 },
      { blog_id: POST_ID, skip: 10 },
    ]);
  });

  it("lets the tributer and the post's author delete, and no one else", async () => {
    const mine = buildTribute({
      tribute: "Mine.",
      tributed_by: { personal_info: { username: "arun", fullname: "Arun", profile_img: "", residence: "" } },
      can: { delete: true },
    });
    const other = buildTribute({ tribute: "Other." });
    const { calls } = mockMemorialApi(withTributes(2), {
      "/api/get-post-tributes": () => ({ body: { tributes: [mine, other] } }),
      "/api/delete-tribute": () => ({ body: { status: "done" } }),
    });
    signIn({ username: "arun" });
    const { user } = await openMemorial();
    const section = screen.getByRole("region", { name: "Tributes" });
    await within(section).findByText("Other.");
    expect(within(section).getAllByRole("button", { name: "Delete this tribute" })).toHaveLength(1);
    await user.click(within(section).getByRole("button", { name: "Delete this tribute" }));
    await user.click(within(section).getByRole("button", { name: "Yes, delete" }));
    await waitFor(() => expect(within(section).queryByText("Mine.")).not.toBeInTheDocument());
    expect(calls("/api/delete-tribute")).toEqual([{ _id: mine._id }]);
    expect(within(section).getByText("1 tribute to Sivakumar Thevarajah.")).toBeInTheDocument();
  });

  it("only logs a failed load and offers to try again instead of saying there are none", async () => {
    let fail = true;
    mockMemorialApi(withTributes(1), {
      "/api/get-post-tributes": () =>
        fail ? { status: 500, body: { error: "Internal server error" } } : { body: { tributes: [buildTribute({ tribute: "Back again." })] } },
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user } = await openMemorial();
    const section = screen.getByRole("region", { name: "Tributes" });
    await user.click(await within(section).findByRole("button", { name: "Load Tributes" }));
    expect(warn).toHaveBeenCalled();
    expect(within(section).queryByText("No tributes yet")).toBeNull();
    fail = false;
    await user.click(within(section).getByRole("button", { name: "Load Tributes" }));
    expect(await within(section).findByText("Back again.")).toBeInTheDocument();
  });
});
