import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/render-app";
import { makePostCard, mockApiWith } from "../../../test/post-fixtures";
import type { UpcomingRemembranceCard } from "../api/get-upcoming-remembrances";

const TODAY = "2026-11-23";

function remembering(n: number): UpcomingRemembranceCard[] {
  return Array.from({ length: n }, (_, i) => ({
    ...makePostCard({ firstname: `Person${i}`, lastname: "Nadarajah", title: "Year Remembrance" }),
    remembrance: i === 0 ? { kind: "thirtyFirstDay", date: TODAY } : { kind: "anniversary", date: "2026-11-25", ordinal: i },
  }));
}

function api(list: UpcomingRemembranceCard[]) {
  return mockApiWith((call) => {
    if (call.path === "/api/posts/upcoming-remembrances") return { body: { blogs: list.slice(0, 10), totalDocs: list.length, today: TODAY } };
    if (call.path === "/api/search-posts") return { body: { blogs: [] } };
    if (call.path === "/api/search-posts-count") return { body: { totalDocs: 0 } };
    if (call.path === "/api/most-engaged-posts") return { body: { blogs: [] } };
    return undefined;
  });
}

describe("Home, REMEMBRANCE tab: remembrances this week", () => {
  it("lists the memorials whose 31st day or anniversary is coming, with when", async () => {
    const calls = api(remembering(3));
    renderApp("/?tab=remembrance");
    const panel = await screen.findByRole("region", { name: "Remembrances this week" });
    const links = within(panel).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Person0 Nadarajah31st day remembranceஅந்தியேட்டிMonday, 23 November 2026Today",
      "Person1 Nadarajah1st anniversaryஓராண்டு நினைவஞ்சலிWednesday, 25 November 2026In 2 days",
      "Person2 Nadarajah2nd anniversaryஇரண்டாம் ஆண்டு நினைவஞ்சலிWednesday, 25 November 2026In 2 days",
    ]);
    expect(links[0]).toHaveAttribute("href", expect.stringMatching(/^\/post\/sivakumar-thevarajah-/));
    expect(calls.callsTo("/api/posts/upcoming-remembrances")[0]!.method).toBe("GET");
    expect(within(panel).queryByRole("button", { name: "Show more remembrances" })).not.toBeInTheDocument();
  });

  it("names a yearly thithi day as the remembrance by the Tamil calendar", async () => {
    const [card] = remembering(1);
    api([{ ...card!, remembrance: { kind: "thithi", date: "2026-11-26" } }]);
    renderApp("/?tab=remembrance");
    const panel = await screen.findByRole("region", { name: "Remembrances this week" });
    expect(within(panel).getByRole("link").textContent).toBe(
      "Person0 NadarajahYearly remembrance by the Tamil calendarஆண்டுத் திதி (திவசம்)Thursday, 26 November 2026In 3 days",
    );
  });

  it("offers more when the week holds more than a page", async () => {
    api(remembering(12));
    renderApp("/?tab=remembrance");
    const panel = await screen.findByRole("region", { name: "Remembrances this week" });
    expect(within(panel).getAllByRole("link")).toHaveLength(10);
    expect(within(panel).getByRole("button", { name: "Show more remembrances" })).toBeInTheDocument();
  });

  it("is not shown when nothing is coming, nor on the other tabs", async () => {
    api([]);
    const { unmount } = renderApp("/?tab=remembrance");
    await screen.findByText("No blogs published");
    expect(screen.queryByRole("region", { name: "Remembrances this week" })).not.toBeInTheDocument();
    unmount();

    const calls = api(remembering(2));
    renderApp("/?tab=obituary");
    await screen.findByText("No blogs published");
    expect(screen.queryByRole("region", { name: "Remembrances this week" })).not.toBeInTheDocument();
    expect(calls.callsTo("/api/posts/upcoming-remembrances")).toEqual([]);
  });
});
