import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { PLACES } from "@kma/core/enums";
import { ta } from "@kma/core/i18n/catalogs/ta/index";
import { renderApp } from "../../../test/render-app";
import { makePostCard, mockApiWith } from "../../../test/post-fixtures";

const PLACE_COUNTS = { Jaffna: 3, Kilinochchi: 0, Canada: 1, Germany: 2, "United Kingdom": 0, Switzerland: 5 };

describe("Home in Tamil", () => {
  it("labels the tabs, cards and place chips in Tamil and still asks the API in its own words", async () => {
    const api = mockApiWith((call) => {
      switch (call.path) {
        case "/api/latest-posts":
          return {
            body: {
              blogs: [
                makePostCard({ firstname: "Kamala", lastname: "Nadarajah", title: "Obituary", activity: { ...makePostCard().activity, total_tributes: 2 } }),
              ],
            },
          };
        case "/api/all-latest-posts-count":
          return { body: { totalDocs: 1 } };
        case "/api/search-posts":
          return { body: { blogs: [] } };
        case "/api/search-posts-count":
          return call.body?.places ? { body: { counts: PLACE_COUNTS } } : { body: { totalDocs: 0 } };
        case "/api/most-engaged-posts":
          return { body: { blogs: [] } };
      }
      return undefined;
    });
    const { user } = renderApp("/", { locale: "ta" });

    const tabs = within(await screen.findByRole("tablist", { name: "அறிவித்தல்களைப் பார்வையிட" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["அனைத்தும்", "அண்மையவை", "இடம்", "மரண அறிவித்தல்", "நினைவஞ்சலி"]);
    expect(screen.getByRole("tab", { name: "அனைத்தும்" })).toHaveAttribute("aria-selected", "true");

    const card = await screen.findByRole("article", { name: "Kamala Nadarajah" });
    expect(within(card).getByText("மரண அறிவித்தல்")).toBeInTheDocument();
    expect(within(card).getByText("2 அஞ்சலிகள்")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "நினைவுச் சுவர்" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "அதிகம் நினைவுகூரப்பட்டவர்கள்" })).toBeInTheDocument();
    expect(await screen.findByText("குடும்பத்தினர் பகிரும்போது அறிவித்தல்கள் இங்கே தோன்றும்.")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "இடம்" }));
    const chips = screen.getByRole("group", { name: "இடங்கள்" });
    expect(await within(chips).findByRole("button", { name: "யாழ்ப்பாணம், 3 அறிவித்தல்கள்" })).toHaveAttribute("aria-pressed", "true");
    expect(within(chips).getByRole("button", { name: "கனடா, 1 அறிவித்தல்" })).toBeInTheDocument();
    expect(await screen.findByText(ta["messages.noBlogsPublished"])).toBeInTheDocument();
    // Only the labels are Tamil: the places sent are the API's.
    expect(api.callsTo("/api/search-posts-count").find((c) => c.body?.places)?.body).toEqual({ places: [...PLACES] });
    expect(api.callsTo("/api/search-posts")[0]!.body).toEqual({ title: "place", query: "Jaffna", page: 1 });

    await user.click(screen.getByRole("tab", { name: "மரண அறிவித்தல்" }));
    expect(api.callsTo("/api/search-posts").at(-1)!.body).toEqual({ title: "Obituary", page: 1 });
  });
});
