import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import type { NotificationFilter } from "@kma/core/enums";
import { FORMER_MEMBER_NAME } from "@kma/core/users/account-rules";
import { renderApp, signIn } from "../../../test/render-app";
import { mockApiHandler } from "../../../test/mock-api-handler";
import type { Notification } from "../api/get-notifications";

const NOW = new Date("2025-03-10T12:00:00.000Z");
const blog = { _id: "0b7d1c3e-1111-4aaa-8bbb-000000000001", blog_id: "ravi-kumar-7f3k2q", title: "Obituary", firstname: "Ravi", lastname: "Kumar" };

let counter = 0;
function notification(type: Notification["type"], overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
  return {
    _id: id,
    seen: true,
    type,
    createdAt: "2025-03-10T10:00:00.000Z",
    user: null,
    user_without_auth: { firstname: "Anbu", lastname: "Selvam" },
    blog,
    comment: type === "memorial" || type === "reply" ? { _id: `c-${id}`, comment: `Words ${counter}` } : null,
    reply: null,
    replied_on_comment: type === "reply" ? { _id: "c-parent", comment: "Thank you all for coming." } : null,
    tribute: type === "tribute" ? { _id: `t-${id}`, tribute: "Rest in peace, teacher." } : null,
    image: type === "image" ? { _id: `i-${id}`, image: ["/api/uploads/3f2b8c1e-9a4d-4e6f-8b21-0c5d7e9fa123"] } : null,
    can_delete_comment: type === "memorial" || type === "reply",
    ...overrides,
  };
}

type Body = { page?: number; filter?: NotificationFilter; deletedDocCount?: number; _id?: string };

/** A server holding `items`: pages of 10 with deletedDocCount pulled back, filters, deletes and replies. */
function fakeServer(initial: Notification[], { newNotification = false } = {}) {
  let items = [...initial];
  const ofFilter = (filter: NotificationFilter = "all") => items.filter((n) => filter === "all" || n.type === filter);
  const api = mockApiHandler(({ path, body }) => {
    const b = (body ?? {}) as Body & Record<string, unknown>;
    switch (path) {
      case "/api/new-notification":
        return { body: { new_notification_available: newNotification } };
      case "/api/notifications": {
        const offset = Math.max(0, ((b.page ?? 1) - 1) * 10 - (b.deletedDocCount ?? 0));
        return { body: { notifications: ofFilter(b.filter).slice(offset, offset + 10) } };
      }
      case "/api/all-notifications-count":
        return { body: { totalDocs: ofFilter(b.filter).length } };
      case "/api/delete-notification":
        items = items.filter((n) => n._id !== b._id);
        return { body: { status: "done" } };
      case "/api/delete-comment":
        // Deleting the comment a notification is about takes that notification with it.
        items = items.filter((n) => n.comment?._id !== b._id).map((n) => (n.reply?._id === b._id ? { ...n, reply: null } : n));
        return { body: { status: "done" } };
      case "/api/add-comment":
        return { body: { _id: "new-reply-id", comment: b.comment, children: [], childrenLevel: 1 } };
      default:
        return undefined;
    }
  });
  return api;
}

async function open(sessionFlag = false) {
  signIn({ new_notification_available: sessionFlag });
  const app = renderApp("/dashboard/notifications");
  await screen.findByRole("heading", { level: 1, name: "Notifications" });
  return app;
}

const cards = () => within(screen.getByRole("tabpanel")).queryAllByRole("article");

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("Notifications", () => {
  it("says who did what on which memorial, with the words, when, and a link to it", async () => {
    fakeServer([
      notification("like", { user: { personal_info: { username: "meena", fullname: "Meena Raj", profile_img: "" } }, user_without_auth: null }),
      notification("memorial", { seen: false, comment: { _id: "c-1", comment: "He taught me to read." } }),
      notification("reply", { comment: { _id: "c-2", comment: "We miss him too." } }),
      notification("tribute"),
      notification("image"),
    ]);
    await open();

    const like = await screen.findByRole("article", { name: "Meena Raj liked your memorial of Ravi Kumar" });
    expect(within(like).getByRole("link", { name: "Meena Raj" })).toHaveAttribute("href", "/user/meena");
    expect(within(like).getByRole("link", { name: "Ravi Kumar" })).toHaveAttribute("href", "/post/ravi-kumar-7f3k2q");
    expect(within(like).getByText("about 2 hours ago")).toBeInTheDocument();
    expect(within(like).queryByRole("button", { name: "Reply" })).not.toBeInTheDocument();

    const memorial = screen.getByRole("article", { name: "Anbu Selvam wrote a memorial on Ravi Kumar" });
    expect(within(memorial).getByText("He taught me to read.")).toBeInTheDocument();
    expect(within(memorial).getByText("New")).toBeInTheDocument();
    expect(within(like).queryByText("New")).not.toBeInTheDocument();

    const reply = screen.getByRole("article", { name: "Anbu Selvam replied to your memorial on Ravi Kumar" });
    expect(within(reply).getByText("We miss him too.")).toBeInTheDocument();
    expect(within(reply).getByText("“Thank you all for coming.”")).toBeInTheDocument();

    const tribute = screen.getByRole("article", { name: "Anbu Selvam left a tribute on Ravi Kumar" });
    expect(within(tribute).getByText("Rest in peace, teacher.")).toBeInTheDocument();

    const image = screen.getByRole("article", { name: "Anbu Selvam added a photo to Ravi Kumar" });
    expect(within(image).getByRole("list", { name: "Photos added" }).querySelector("img")).toHaveAttribute(
      "src",
      "/api/uploads/3f2b8c1e-9a4d-4e6f-8b21-0c5d7e9fa123?w=320",
    );
  });

  it("tells a keeper how many items wait for approval, quoting none of them, with a link to the list (decision 024)", async () => {
    fakeServer([notification("review", { user_without_auth: null, held_count: 3 })]);
    await open();
    const card = await screen.findByRole("article", { name: "3 items are waiting for your approval on Ravi Kumar" });
    expect(within(card).getByRole("link", { name: "Review them" })).toHaveAttribute("href", "/dashboard/review");
    expect(within(card).queryByRole("button", { name: "Reply" })).not.toBeInTheDocument();
  });

  it("says 'Nothing available' when there is nothing", async () => {
    fakeServer([]);
    await open();
    expect(await screen.findByText("Nothing available")).toBeInTheDocument();
  });

  it("has the filter tabs all, like, memorial, reply, tribute, image; a change starts the list over", async () => {
    const api = fakeServer([
      ...Array.from({ length: 11 }, () => notification("like")),
      notification("memorial", { comment: { _id: "c-m", comment: "A kind man." } }),
    ]);
    const { user } = await open();
    const tabs = within(screen.getByRole("tablist", { name: "Filter notifications" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["all", "like", "memorial", "reply", "tribute", "image"]);
    expect(screen.getByRole("tab", { name: "all" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(cards()).toHaveLength(10));
    await user.click(screen.getByRole("button", { name: "Load More" }));
    await waitFor(() => expect(cards()).toHaveLength(12));

    await user.click(screen.getByRole("tab", { name: "memorial" }));
    expect(screen.getByRole("tab", { name: "memorial" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText("A kind man.")).toBeInTheDocument();
    expect(api.bodiesTo("/api/notifications").at(-1)).toEqual({ filter: "memorial", page: 1, deletedDocCount: 0 });
    expect(api.bodiesTo("/api/all-notifications-count").at(-1)).toEqual({ filter: "memorial" });
    expect(screen.queryByRole("button", { name: "Load More" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "reply" }));
    expect(await screen.findByText("Nothing available")).toBeInTheDocument();
  });

  it("pages with Load More, sending the page and the deleted count", async () => {
    const api = fakeServer(Array.from({ length: 23 }, () => notification("tribute")));
    const { user } = await open();
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(api.bodiesTo("/api/notifications")[0]).toEqual({ filter: "all", page: 1, deletedDocCount: 0 });
    await user.click(screen.getByRole("button", { name: "Load More" }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(api.bodiesTo("/api/notifications").at(-1)).toEqual({ filter: "all", page: 2, deletedDocCount: 0 });

    // Removing one lowers the total and is sent with the next page.
    await user.click(within(cards()[0]!).getByRole("button", { name: "Remove notification" }));
    await waitFor(() => expect(cards()).toHaveLength(19));
    await user.click(screen.getByRole("button", { name: "Load More" }));
    await waitFor(() => expect(cards()).toHaveLength(22));
    expect(api.bodiesTo("/api/notifications").at(-1)).toEqual({ filter: "all", page: 3, deletedDocCount: 1 });
    expect(screen.queryByRole("button", { name: "Load More" })).not.toBeInTheDocument();
  });

  it("clears the new-notification flag once the list has loaded: the bell and sidebar dots go", async () => {
    fakeServer([notification("memorial", { seen: false })], { newNotification: true });
    await open(true);
    await screen.findByRole("article", { name: /wrote a memorial on/ });
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem("user")!).new_notification_available).toBe(false));
    const bell = within(screen.getByRole("banner")).getByRole("link", { name: /^Notifications/ });
    expect(bell).toHaveAccessibleName("Notifications");
    const sidebar = screen.getByRole("navigation", { name: "Dashboard and settings" });
    expect(within(sidebar).getByRole("link", { name: /^Notifications/ })).toHaveAccessibleName("Notifications");
    expect(screen.queryByTestId("sidebar-new-dot")).not.toBeInTheDocument();
  });

  it("keeps the flag when the list fails to load, and offers to try again", async () => {
    mockApiHandler(({ path }) =>
      path === "/api/new-notification" ? { body: { new_notification_available: true } } : { status: 500, body: { error: "Internal server error" } },
    );
    await open(true);
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem("user")!).new_notification_available).toBe(true);
  });

  it("replies from a memorial notification: empty text is refused, then 'Your reply added!'", async () => {
    const memorial = notification("memorial", { comment: { _id: "5e0c8a1f-0000-4000-8000-00000000c0c0", comment: "He taught me to read." } });
    const api = fakeServer([memorial]);
    const { user } = await open();
    const card = await screen.findByRole("article", { name: /wrote a memorial on/ });
    const toggle = within(card).getByRole("button", { name: "Reply" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const box = within(card).getByRole("textbox", { name: "Reply to Anbu Selvam" });
    expect(box).toHaveFocus();

    await user.type(box, "   ");
    await user.click(within(card).getByRole("button", { name: "Post Reply" }));
    expect(await screen.findByText(MESSAGES.replyRequired)).toBeInTheDocument();
    expect(api.bodiesTo("/api/add-comment")).toHaveLength(0);

    await user.clear(box);
    await user.type(box, "Thank you, Anbu.");
    await user.click(within(card).getByRole("button", { name: "Post Reply" }));
    expect(await screen.findByText(MESSAGES.replyAdded)).toBeInTheDocument();
    expect(api.bodiesTo("/api/add-comment")).toEqual([
      { _id: blog._id, comment: "Thank you, Anbu.", replying_to: "5e0c8a1f-0000-4000-8000-00000000c0c0", notification_id: memorial._id },
    ]);
    // The answer shows as the user's own; the form closes and Reply goes (one answer per notification).
    expect(within(card).getByText("Your reply")).toBeInTheDocument();
    expect(within(card).getByText("Thank you, Anbu.")).toBeInTheDocument();
    expect(within(card).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Reply" })).not.toBeInTheDocument();
  });

  it("toggles the reply box closed again, and a reply notification can be answered too", async () => {
    fakeServer([notification("reply")]);
    const { user } = await open();
    const card = await screen.findByRole("article", { name: /replied to your memorial on/ });
    await user.click(within(card).getByRole("button", { name: "Reply" }));
    expect(within(card).getByRole("textbox")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Reply" }));
    expect(within(card).queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("toasts the server's error when the reply fails, and keeps the text", async () => {
    const api = mockApiHandler(({ path }) => {
      if (path === "/api/add-comment") return { status: 404, body: { error: "This notification could not be found" } };
      if (path === "/api/notifications") return { body: { notifications: [notification("memorial", { _id: "fixed-id" })] } };
      if (path === "/api/all-notifications-count") return { body: { totalDocs: 1 } };
      return { body: { new_notification_available: false } };
    });
    const { user } = await open();
    const card = await screen.findByRole("article", { name: /wrote a memorial on/ });
    await user.click(within(card).getByRole("button", { name: "Reply" }));
    await user.type(within(card).getByRole("textbox"), "Thank you.");
    await user.click(within(card).getByRole("button", { name: "Post Reply" }));
    expect(await screen.findByText("This notification could not be found")).toBeInTheDocument();
    expect(within(card).getByRole("textbox")).toHaveValue("Thank you.");
    expect(api.bodiesTo("/api/add-comment")).toHaveLength(1);
  });

  it("offers to delete a reply only when it is on the user's own post", async () => {
    fakeServer([notification("reply", { can_delete_comment: false })]);
    await open();
    const card = await screen.findByRole("article", { name: /replied/ });
    expect(within(card).getByRole("button", { name: "Reply" })).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Delete reply" })).not.toBeInTheDocument();
  });

  it("deletes the memorial a notification is about, after a confirm; the notification goes with it", async () => {
    const target = notification("memorial", { comment: { _id: "5e0c8a1f-0000-4000-8000-0000000000aa", comment: "Unkind words." } });
    const api = fakeServer([target, notification("tribute")]);
    const { user } = await open();
    const card = await screen.findByRole("article", { name: /wrote a memorial on/ });
    await user.click(within(card).getByRole("button", { name: "Delete memorial" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this memorial?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.bodiesTo("/api/delete-comment")).toHaveLength(0);

    await user.click(within(card).getByRole("button", { name: "Delete memorial" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Unkind words.")).not.toBeInTheDocument());
    expect(api.bodiesTo("/api/delete-comment")).toEqual([{ _id: "5e0c8a1f-0000-4000-8000-0000000000aa" }]);
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("deletes one's own reply and keeps the notification, ready for another", async () => {
    const api = fakeServer([notification("memorial", { reply: { _id: "my-reply", comment: "Thank you." } })]);
    const { user } = await open();
    const card = await screen.findByRole("article", { name: /wrote a memorial on/ });
    expect(within(card).queryByRole("button", { name: "Reply" })).not.toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Delete your reply" }));
    await user.click(within(screen.getByRole("dialog", { name: "Delete your reply?" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(card).queryByText("Your reply")).not.toBeInTheDocument());
    expect(api.bodiesTo("/api/delete-comment")).toEqual([{ _id: "my-reply" }]);
    expect(within(card).getByRole("button", { name: "Reply" })).toBeInTheDocument();
  });

  it("removes a notification itself without touching the memorial", async () => {
    const only = notification("memorial");
    const api = fakeServer([only]);
    const { user } = await open();
    const card = await screen.findByRole("article", { name: /wrote a memorial on/ });
    await user.click(within(card).getByRole("button", { name: "Remove notification" }));
    expect(await screen.findByText("Nothing available")).toBeInTheDocument();
    expect(api.bodiesTo("/api/delete-notification")).toEqual([{ _id: only._id }]);
    expect(api.bodiesTo("/api/delete-comment")).toHaveLength(0);
  });
});

describe("Notifications in Tamil", () => {
  async function openInTamil() {
    signIn();
    const app = renderApp("/dashboard/notifications", { locale: "ta" });
    await screen.findByRole("heading", { level: 1, name: "அறிவிப்புகள்" });
    return app;
  }

  it("words each entry in Tamil order, with Tamil times and filter tabs", async () => {
    fakeServer([
      notification("like", { user: { personal_info: { username: "meena", fullname: "Meena Raj", profile_img: "" } }, user_without_auth: null }),
      notification("memorial", { seen: false, createdAt: "2025-03-07T12:00:00.000Z", comment: { _id: "c-1", comment: "He taught me to read." } }),
      notification("image", { createdAt: "2025-03-10T11:59:40.000Z", user_without_auth: null }),
    ]);
    await openInTamil();
    expect(document.title).toBe("அறிவிப்புகள் – Keep Memories Alive");

    const like = await screen.findByRole("article", { name: "Ravi Kumar அவர்களின் அறிவித்தலுக்கு Meena Raj மலர் அஞ்சலி செலுத்தினார்" });
    expect(within(like).getByRole("link", { name: "Meena Raj" })).toHaveAttribute("href", "/user/meena");
    expect(within(like).getByRole("link", { name: "Ravi Kumar" })).toHaveAttribute("href", "/post/ravi-kumar-7f3k2q");
    expect(within(like).getByText("ஏறக்குறைய 2 மணிநேரத்துக்கு முன்")).toBeInTheDocument();

    const memorial = screen.getByRole("article", { name: "Ravi Kumar அவர்களின் நினைவுச் சுவரில் Anbu Selvam இரங்கல் செய்தி எழுதினார்" });
    expect(within(memorial).getByText("3 நாட்களுக்கு முன்")).toBeInTheDocument();
    expect(within(memorial).getByText("புதியது")).toBeInTheDocument();
    expect(within(memorial).getByRole("button", { name: "பதிலளி" })).toBeInTheDocument();

    const image = screen.getByRole("article", { name: "Ravi Kumar அவர்களின் அறிவித்தலில் ஒரு வருகையாளர் ஒரு நிழற்படத்தைச் சேர்த்தார்" });
    expect(within(image).getByText("சற்று முன்")).toBeInTheDocument();

    const tabs = within(screen.getByRole("tablist", { name: "அறிவிப்புகளை வடிகட்டுக" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["அனைத்தும்", "மலர் அஞ்சலி", "இரங்கல் செய்தி", "பதில்", "அஞ்சலி", "நிழற்படம்"]);
  });

  it("names a deleted account's kept words as a former member, in Tamil", async () => {
    fakeServer([notification("tribute", { user_without_auth: { firstname: FORMER_MEMBER_NAME, lastname: "" } })]);
    await openInTamil();
    expect(await screen.findByRole("article", { name: /முன்னாள் உறுப்பினர்/ })).toBeInTheDocument();
    expect(screen.queryByText(/Former member/)).not.toBeInTheDocument();
  });

  it("refuses an empty reply and confirms a reply in Tamil", async () => {
    fakeServer([notification("memorial", { comment: { _id: "5e0c8a1f-0000-4000-8000-00000000c0c1", comment: "He taught me to read." } })]);
    const { user } = await openInTamil();
    const card = await screen.findByRole("article", { name: /இரங்கல் செய்தி எழுதினார்/ });
    await user.click(within(card).getByRole("button", { name: "பதிலளி" }));
    const box = within(card).getByRole("textbox", { name: "Anbu Selvam அவர்களுக்குப் பதில்" });
    await user.click(within(card).getByRole("button", { name: "பதிலை இடுக" }));
    expect(await screen.findByText("கருத்துத் தெரிவிக்க ஏதாவது எழுதுங்கள்...")).toBeInTheDocument();
    await user.type(box, "நன்றி, அன்பு.");
    await user.click(within(card).getByRole("button", { name: "பதிலை இடுக" }));
    expect(await screen.findByText("உங்கள் பதில் சேர்க்கப்பட்டது!")).toBeInTheDocument();
    expect(within(card).getByText("உங்கள் பதில்")).toBeInTheDocument();
  });

  it("asks in Tamil before deleting, and says 'எதுவும் இல்லை' when nothing is left", async () => {
    fakeServer([notification("memorial", { comment: { _id: "5e0c8a1f-0000-4000-8000-0000000000ab", comment: "Unkind words." } })]);
    const { user } = await openInTamil();
    const card = await screen.findByRole("article", { name: /இரங்கல் செய்தி எழுதினார்/ });
    await user.click(within(card).getByRole("button", { name: "இரங்கல் செய்தியை நீக்கு" }));
    const dialog = screen.getByRole("dialog", { name: "இந்த இரங்கல் செய்தியை நீக்கவா?" });
    expect(dialog).toHaveTextContent("Anbu Selvam எழுதிய இந்த வரிகள், அவற்றுக்கு வந்த பதில்களுடன், Ravi Kumar அவர்களின் அறிவித்தல் பக்கத்திலிருந்து நீக்கப்படும்.");
    expect(within(dialog).getByRole("button", { name: "ரத்துசெய்" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "நீக்கு" }));
    expect(await screen.findByText("எதுவும் இல்லை")).toBeInTheDocument();
  });
});
