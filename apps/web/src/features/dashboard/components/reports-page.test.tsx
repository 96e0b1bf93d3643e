import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { ReportedItem } from "../../../components/reports/reported-item";
import { mockApiHandler } from "../../../test/mock-api-handler";
import { renderApp, signIn } from "../../../test/render-app";

const blog = { _id: "0b7d1c3e-1111-4aaa-8bbb-000000000001", blog_id: "ravi-kumar-7f3k2q", title: "Obituary", firstname: "Ravi", lastname: "Kumar" };
const item = (overrides: Partial<ReportedItem> = {}): ReportedItem => ({
  target_type: "comment",
  target_id: "00000000-0000-4000-8000-000000000001",
  open: true,
  hidden: true,
  count: 3,
  reasons: [
    { reason: "fake-link", count: 2 },
    { reason: "spam", count: 1 },
  ],
  details: ["It asks for money"],
  last_reported_at: "2025-03-10T10:00:00.000Z",
  blog,
  text: "Watch live at fake-stream.example",
  images: [],
  ...overrides,
});

/** A server holding `items`: keep and delete take an item off the keepers' list. */
function fakeServer(initial: ReportedItem[]) {
  let items = [...initial];
  return mockApiHandler(({ path, body }) => {
    const b = body as { target_id?: string; action?: string };
    if (path === "/api/reports") return { body: { items } };
    if (path === "/api/admin/reports") return { status: 403, body: { error: "You are not allowed to do that" } };
    if (path === "/api/report-action") {
      items = items.filter((i) => i.target_id !== b.target_id);
      return { body: { status: "done" } };
    }
    if (path === "/api/new-notification") return { body: { new_notification_available: false } };
    return undefined;
  });
}

describe("/dashboard/reports", () => {
  it("lists what was reported on the memorials the user keeps: the item, the reasons and the count", async () => {
    fakeServer([item()]);
    signIn();
    renderApp("/dashboard/reports");
    const card = await screen.findByRole("article", { name: "Memorial or reply on Ravi Kumar" });
    expect(within(card).getByText("Watch live at fake-stream.example")).toBeInTheDocument();
    expect(within(card).getByText("Reported by 3 people")).toBeInTheDocument();
    expect(within(card).getByText("Fake livestream or donation link · 2")).toBeInTheDocument();
    expect(within(card).getByText("Spam or scam")).toBeInTheDocument();
    expect(within(card).getByText("Hidden")).toBeInTheDocument();
    expect(within(card).getByText("“It asks for money”")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Ravi Kumar" })).toHaveAttribute("href", "/post/ravi-kumar-7f3k2q");
    expect(screen.getByRole("link", { name: "Reports" })).toHaveAttribute("aria-current", "page");
  });

  it("'Keep it' sends keep and the item leaves the list", async () => {
    const api = fakeServer([item()]);
    signIn();
    const { user } = renderApp("/dashboard/reports");
    const card = await screen.findByRole("article", { name: "Memorial or reply on Ravi Kumar" });
    await user.click(within(card).getByRole("button", { name: "Keep it" }));
    expect(await screen.findByText("Nothing has been reported.")).toBeInTheDocument();
    expect(api.bodiesTo("/api/report-action")).toEqual([{ target_type: "comment", target_id: item().target_id, action: "keep" }]);
  });

  it("'Delete it' asks once more before deleting", async () => {
    const api = fakeServer([item({ target_type: "tribute", text: "Rest in peace" })]);
    signIn();
    const { user } = renderApp("/dashboard/reports");
    const card = await screen.findByRole("article", { name: "Tribute on Ravi Kumar" });
    await user.click(within(card).getByRole("button", { name: "Delete it" }));
    expect(api.bodiesTo("/api/report-action")).toEqual([]);
    await user.click(within(card).getByRole("button", { name: "Yes, delete" }));
    await waitFor(() => expect(api.bodiesTo("/api/report-action")).toEqual([{ target_type: "tribute", target_id: item().target_id, action: "delete" }]));
    expect(await screen.findByText("Nothing has been reported.")).toBeInTheDocument();
  });

  it("offers no admin page to a member: its link is absent and its address is not found", async () => {
    const api = fakeServer([]);
    signIn();
    renderApp("/admin/reports");
    expect(await screen.findByRole("heading", { level: 1 })).not.toHaveTextContent("Reports across the site");
    expect(screen.queryByRole("link", { name: "Site reports" })).not.toBeInTheDocument();
    expect(api.bodiesTo("/api/admin/reports")).toEqual([]);
  });
});

describe("/admin/reports", () => {
  it("shows an admin every reported item and lets them hide a memorial page", async () => {
    const api = mockApiHandler(({ path }) => {
      if (path === "/api/admin/reports")
        return {
          body: { items: [item({ target_type: "post", text: "", hidden: false, count: 1, reasons: [{ reason: "not-about-person", count: 1 }], details: [] })] },
        };
      if (path === "/api/report-action") return { body: { status: "done" } };
      if (path === "/api/new-notification") return { body: { new_notification_available: false } };
      return undefined;
    });
    signIn({ role: "admin" });
    const { user } = renderApp("/admin/reports");
    expect(await screen.findByRole("heading", { level: 1, name: "Reports across the site" })).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Memorial page on Ravi Kumar" });
    await user.click(within(card).getByRole("button", { name: "Hide the memorial" }));
    await waitFor(() => expect(api.bodiesTo("/api/report-action")).toEqual([{ target_type: "post", target_id: item().target_id, action: "hide" }]));
  });
});
