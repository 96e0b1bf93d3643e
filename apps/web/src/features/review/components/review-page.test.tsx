import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp, signIn } from "../../../test/render-app";
import { mockApiHandler } from "../../../test/mock-api-handler";
import type { HeldItem } from "../api/get-held-items";

const blog = { _id: "0b7d1c3e-1111-4aaa-8bbb-000000000001", blog_id: "ravi-kumar-7f3k2q", title: "Obituary", firstname: "Ravi", lastname: "Kumar" };

function item(overrides: Partial<HeldItem>): HeldItem {
  return {
    kind: "memorial",
    _id: crypto.randomUUID(),
    text: "Watch the funeral live at bit.ly/ammamma-live",
    image: null,
    createdAt: "2025-03-10T10:00:00.000Z",
    contact: ["link"],
    poster: { firstname: "Anbu", lastname: "Selvam", personal_info: null },
    can_trust: false,
    blog,
    ...overrides,
  };
}

/** A server holding `initial` held items; records each decision. */
function fakeServer(initial: HeldItem[]) {
  let items = [...initial];
  const decisions: Array<{ path: string; body: unknown }> = [];
  mockApiHandler(({ path, body }) => {
    const b = (body ?? {}) as { _id?: string; skip?: number };
    switch (path) {
      case "/api/new-notification":
        return { body: { new_notification_available: false } };
      case "/api/held-items":
        return { body: { items: items.slice(b.skip ?? 0, (b.skip ?? 0) + 10), totalDocs: items.length } };
      case "/api/approve-held-item":
        decisions.push({ path, body });
        items = items.filter((i) => i._id !== b._id);
        return { body: { status: "done", trusted: (body as { trust?: boolean }).trust === true } };
      case "/api/reject-held-item":
        decisions.push({ path, body });
        items = items.filter((i) => i._id !== b._id);
        return { body: { status: "done" } };
      default:
        return undefined;
    }
  });
  return decisions;
}

async function open(locale: "en" | "ta" = "en") {
  signIn();
  renderApp("/dashboard/review", { locale });
}

describe("Awaiting approval", () => {
  it("shows each held item: what, by whom, on which memorial, why; a link in it stays plain text", async () => {
    fakeServer([
      item({}),
      item({
        kind: "tribute",
        text: "A kind soul",
        contact: [],
        can_trust: true,
        poster: { firstname: "", lastname: "", personal_info: { username: "meena", fullname: "Meena Raj", profile_img: "" } },
      }),
    ]);
    await open();
    const scam = await screen.findByRole("article", { name: "Message by Anbu Selvam on Ravi Kumar" });
    expect(within(scam).getByText("Watch the funeral live at bit.ly/ammamma-live")).toBeInTheDocument();
    expect(within(scam).queryByRole("link", { name: /bit\.ly/ })).not.toBeInTheDocument();
    expect(within(scam).getByText("Contains: a link")).toBeInTheDocument();
    expect(within(scam).getByRole("link", { name: "Ravi Kumar" })).toHaveAttribute("href", "/post/ravi-kumar-7f3k2q");
    // An anonymous visitor cannot be trusted: they could not be recognised again.
    expect(within(scam).queryByRole("button", { name: "Approve and trust this person" })).not.toBeInTheDocument();
    const tribute = screen.getByRole("article", { name: "Tribute by Meena Raj on Ravi Kumar" });
    expect(within(tribute).getByRole("button", { name: "Approve and trust this person" })).toBeInTheDocument();
    expect(screen.getByText("2 items waiting")).toBeInTheDocument();
  });

  it("approves by keyboard: the item leaves the list and a toast says it now appears", async () => {
    const held = item({});
    const decisions = fakeServer([held]);
    await open();
    const card = await screen.findByRole("article", { name: "Message by Anbu Selvam on Ravi Kumar" });
    const user = userEvent.setup();
    within(card).getByRole("button", { name: "Approve" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Approved: it now appears on the memorial")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("article")).not.toBeInTheDocument());
    expect(screen.getByText("Nothing is waiting for your approval.")).toBeInTheDocument();
    expect(decisions).toEqual([{ path: "/api/approve-held-item", body: { kind: "memorial", _id: held._id, trust: false } }]);
  });

  it("approves and trusts a signed-in writer", async () => {
    const held = item({ kind: "reply", can_trust: true, contact: [] });
    const decisions = fakeServer([held]);
    await open();
    await userEvent.click(await screen.findByRole("button", { name: "Approve and trust this person" }));
    expect(await screen.findByText("Approved; their next items on this memorial appear at once")).toBeInTheDocument();
    expect(decisions).toEqual([{ path: "/api/approve-held-item", body: { kind: "reply", _id: held._id, trust: true } }]);
  });

  it("asks before rejecting; Cancel keeps it, Reject deletes it", async () => {
    const held = item({ kind: "image", text: null, image: ["/api/uploads/3f2b8c1e-9a4d-4e6f-8b21-0c5d7e9fa123"], contact: [] });
    const decisions = fakeServer([held]);
    await open();
    const card = await screen.findByRole("article", { name: "1 photo by Anbu Selvam on Ravi Kumar" });
    await userEvent.click(within(card).getByRole("button", { name: "Reject" }));
    expect(within(card).getByText("Reject this item?")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Cancel" }));
    expect(within(card).queryByText("Reject this item?")).not.toBeInTheDocument();
    expect(decisions).toEqual([]);
    await userEvent.click(within(card).getByRole("button", { name: "Reject" }));
    const confirm = within(card).getByRole("group", { name: "Reject this item?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Rejected and deleted")).toBeInTheDocument();
    expect(decisions).toEqual([{ path: "/api/reject-held-item", body: { kind: "image", _id: held._id } }]);
  });

  it("reads in Tamil", async () => {
    fakeServer([item({})]);
    await open("ta");
    expect(await screen.findByRole("heading", { level: 1, name: "ஒப்புதலுக்காகக் காத்திருப்பவை" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "ஒப்புதல் அளி" })).toBeInTheDocument();
    expect(screen.getByText("இதில் உள்ளது: ஓர் இணைப்பு")).toBeInTheDocument();
  });
});
