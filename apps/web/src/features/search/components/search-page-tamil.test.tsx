import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { ta } from "@kma/core/i18n/catalogs/ta/index";
import { renderApp } from "../../../test/render-app";
import { mockApiWith } from "../../../test/post-fixtures";

describe("Search in Tamil", () => {
  it("says in Tamil that nothing matched, on both tabs", async () => {
    mockApiWith((call) => {
      if (call.path === "/api/search-posts") return { body: { blogs: [] } };
      if (call.path === "/api/search-posts-count") return { body: { totalDocs: 0 } };
      if (call.path === "/api/search-users") return { body: { users: [] } };
      return undefined;
    });
    const { user } = renderApp("/search/nobody", { locale: "ta" });
    expect(await screen.findByRole("heading", { level: 1, name: "தேடல் முடிவுகள்: “nobody”" })).toBeInTheDocument();
    expect(await screen.findByText(ta["messages.noBlogsPublished"])).toBeInTheDocument();
    expect(await screen.findByText("உங்கள் தேடலுடன் 0 அறிவித்தல்கள் பொருந்துகின்றன.")).toBeInTheDocument();
    expect(document.title).toBe("தேடல்: nobody – Keep Memories Alive");
    await user.click(screen.getByRole("tab", { name: "கணக்குகள்" }));
    expect(await screen.findByText(ta["messages.noUserFound"])).toBeInTheDocument();
  });
});
