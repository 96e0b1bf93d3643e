import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { renderApp, signIn } from "../../../test/render-app";
import { AUTHOR_CAN, BLOG_ID, VISITOR_CAN, buildPost, getPostAnswer, mockMemorialApi } from "../test/memorial-fixtures";

async function openMemorial(path = `/post/${BLOG_ID}`) {
  const app = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
  return app;
}

describe("memorial page", () => {
  it("shows a loader, then the header: category, name, dates, places, publisher and date", async () => {
    const { calls } = mockMemorialApi(buildPost());
    renderApp(`/post/${BLOG_ID}`);
    expect(await screen.findByRole("status")).toBeInTheDocument();
    const header = (await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" })).closest("header")!;
    const h = within(header);
    expect(h.getByText("Obituary")).toBeInTheDocument();
    expect(h.getByText("12 Apr, 1948")).toBeInTheDocument();
    expect(h.getByText("3 Feb, 2024")).toBeInTheDocument();
    expect(h.getByText("Jaffna, Sri Lanka")).toBeInTheDocument();
    expect(h.getByText("Canada")).toBeInTheDocument();
    expect(h.getByText(/Published By/)).toBeInTheDocument();
    expect(h.getByRole("link", { name: "priya" })).toHaveAttribute("href", "/user/priya");
    expect(h.getByText("5 Feb, 2024")).toBeInTheDocument();
    expect(h.getByRole("img", { name: "Portrait of Sivakumar Thevarajah" })).toHaveAttribute("src", "/images/placeholder-portrait.png");
    expect(calls("/api/get-post")).toEqual([{ post_id: BLOG_ID }]);
  });

  it("shows the name in Tamil script under the English name, marked as Tamil", async () => {
    mockMemorialApi(buildPost({ tamilfirstname: "சிவகுமார்", tamillastname: "தேவராசா" }));
    await openMemorial();
    const heading = screen.getByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
    const tamil = within(heading.closest("header")!).getByText("சிவகுமார் தேவராசா");
    expect(tamil).toHaveAttribute("lang", "ta");
    expect(heading.compareDocumentPosition(tamil) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("tells of the person with their pronouns and splits the story at blank lines", async () => {
    mockMemorialApi(buildPost({ gender: "Female", firstname: "Sivakumar" }));
    await openMemorial();
    expect(screen.getByRole("heading", { level: 2, name: "Remembering Sivakumar — Her story" })).toBeInTheDocument();
    const story = screen.getByRole("region", { name: "Remembering Sivakumar — Her story" });
    expect(within(story).getByText("He taught us patience.").tagName).toBe("P");
    expect(within(story).getByText("He loved the sea at Casuarina beach.").tagName).toBe("P");
  });

  it("says the memorial could not be found (a missing post or someone else's draft) and links home", async () => {
    mockMemorialApi(null);
    renderApp("/post/nobody-123");
    expect(await screen.findByRole("heading", { level: 1, name: MESSAGES.postNotFound })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows Edit Post only to the author", async () => {
    // The server answers each viewer their own `can`.
    let can = AUTHOR_CAN;
    mockMemorialApi(buildPost(), { "/api/get-post": () => ({ body: getPostAnswer(buildPost({ can })) }) });
    signIn({ username: "priya" });
    const first = await openMemorial();
    expect(screen.getByRole("link", { name: "Edit Post" })).toHaveAttribute("href", `/postcreate/${BLOG_ID}`);
    first.unmount();

    signIn({ username: "someone-else" });
    can = VISITOR_CAN;
    const second = await openMemorial();
    expect(screen.queryByRole("link", { name: "Edit Post" })).not.toBeInTheDocument();
    second.unmount();

    window.localStorage.clear();
    await openMemorial();
    expect(screen.queryByRole("link", { name: "Edit Post" })).not.toBeInTheDocument();
  });

  it("shows the funeral service and event cards with full dates, times, address and the family's livestream", async () => {
    mockMemorialApi(buildPost());
    await openMemorial();
    const services = screen.getByRole("region", { name: "Funeral And Memorial" });
    const funeral = within(services).getByRole("article", { name: "Funeral Service" });
    expect(within(funeral).getByText("Saturday, 10 February 2024")).toBeInTheDocument();
    expect(within(funeral).getByText("10:00 AM – 1:00 PM")).toBeInTheDocument();
    expect(within(funeral).getByText("Chapel Ridge Funeral Home, Markham")).toBeInTheDocument();
    // The livestream names the site it opens ('Livestream shared by the family').
    expect(within(funeral).getByText("Livestream shared by the family")).toBeInTheDocument();
    expect(within(funeral).getByRole("link", { name: "Watch on meet.example.com" })).toHaveAttribute("href", "https://meet.example.com/siva");
    const viewing = within(services).getByRole("article", { name: "Viewing" });
    expect(within(viewing).getByText("Friday, 9 February 2024")).toBeInTheDocument();
    expect(within(viewing).getByText("5:00 PM – 9:00 PM")).toBeInTheDocument();
  });

  it("says 'Date not provided' and 'Invalid Date' where a date is missing or unreadable", async () => {
    mockMemorialApi(
      buildPost({
        funeralservicedate: "",
        events: [
          { eventname: "Burial", eventdate: "", eventstarttime: "9:00 AM", eventendtime: "", eventaddress: "Kanatte" },
          { eventname: "Reception", eventdate: "2024-02-10", eventstarttime: "", eventendtime: "", eventaddress: "Hall" },
        ],
      }),
    );
    await openMemorial();
    const services = screen.getByRole("region", { name: "Funeral And Memorial" });
    expect(within(within(services).getByRole("article", { name: "Funeral Service" })).getByText("Date not provided")).toBeInTheDocument();
    expect(within(within(services).getByRole("article", { name: "Burial" })).getByText("Date not provided")).toBeInTheDocument();
    expect(within(within(services).getByRole("article", { name: "Reception" })).getByText("Invalid Date")).toBeInTheDocument();
  });

  it("hides Services with neither a funeral date nor events, and Connect With Family with no members and no contact number", async () => {
    mockMemorialApi(buildPost({ funeralservicedate: "", events: [], survivingmembers: [], contactcontactnumber: "" }));
    await openMemorial();
    expect(screen.queryByRole("heading", { name: "Funeral And Memorial" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Connect With Family" })).not.toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Memorial sections" });
    expect(within(nav).queryByRole("button", { name: "Services" })).not.toBeInTheDocument();
    expect(within(nav).queryByRole("button", { name: "Contact" })).not.toBeInTheDocument();
    expect(within(nav).getByRole("button", { name: "Photos" })).toBeInTheDocument();
  });

  it("lists the family with tap-to-call links, adding the contact person only when their number is new", async () => {
    mockMemorialApi(buildPost());
    const first = await openMemorial();
    let family = screen.getByRole("region", { name: "Connect With Family" });
    expect(within(family).getByText("CONTACT")).toBeInTheDocument();
    expect(within(family).getByRole("link", { name: "Call Priya Sivakumar on +1 416 555 0101" })).toHaveAttribute("href", "tel:+14165550101");
    expect(within(family).getByRole("link", { name: "Call Ravi Thevarajah on +1 416 555 0199" })).toHaveAttribute("href", "tel:+14165550199");
    first.unmount();

    mockMemorialApi(buildPost({ contactname: "Priya S", contactcontactnumber: "+1 (416) 555-0101" }));
    await openMemorial();
    family = screen.getByRole("region", { name: "Connect With Family" });
    expect(within(family).getAllByRole("link")).toHaveLength(1);
  });

  it("nav buttons move focus to their section's heading", async () => {
    mockMemorialApi(buildPost());
    const { user } = await openMemorial();
    const nav = screen.getByRole("navigation", { name: "Memorial sections" });
    for (const [button, heading] of [
      ["Memorial", "Remembering Sivakumar — His story"],
      ["Services", "Funeral And Memorial"],
      ["Photos", "Live Moments"],
      ["Tribute", "Tributes"],
      ["Contact", "Connect With Family"],
    ]) {
      await user.click(within(nav).getByRole("button", { name: button }));
      expect(screen.getByRole("heading", { level: 2, name: heading })).toHaveFocus();
    }
  });

  it("opens the share panel with the post's link", async () => {
    mockMemorialApi(buildPost());
    const { user } = await openMemorial();
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share this memorial" });
    expect(within(dialog).getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
      "href",
      expect.stringContaining(encodeURIComponent(`${window.location.origin}/post/${BLOG_ID}`)),
    );
    await user.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Share this memorial" })).not.toBeInTheDocument());
  });

  it("opens the Memory Wall panel from #memorial and the Tributes panel from #tribute", async () => {
    mockMemorialApi(buildPost());
    const first = await openMemorial(`/post/${BLOG_ID}#memorial`);
    expect(await screen.findByRole("dialog", { name: "Memory Wall" })).toBeInTheDocument();
    first.unmount();

    await openMemorial(`/post/${BLOG_ID}#tribute`);
    expect(await screen.findByRole("dialog", { name: "Tributes" })).toBeInTheDocument();
  });
});
