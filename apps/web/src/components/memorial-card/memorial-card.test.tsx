import { describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { makePostCard, UPLOAD_URL } from "../../test/post-fixtures";
import { MemorialCard } from "./memorial-card";
import { descriptionOf, placesLineOf, type PostCard } from "./post-card";

function renderCard(post: PostCard, priority = false) {
  const router = createMemoryRouter([{ path: "*", element: <MemorialCard post={post} priority={priority} /> }]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), card: within(screen.getByRole("article")) };
}

describe("MemorialCard", () => {
  it("shows the category, full name, 'D Mon, YYYY' dates, places and tribute count", () => {
    const { card } = renderCard(makePostCard({ blog_id: "siva-1" }));
    expect(card.getByText("Obituary")).toBeInTheDocument();
    expect(card.getByRole("heading", { level: 3, name: "Sivakumar Thevarajah" })).toBeInTheDocument();
    expect(card.getByText("12 Apr, 1948 – 3 Feb, 2024")).toBeInTheDocument();
    expect(card.getByText("Born in Jaffna, Sri Lanka · Passed away in Toronto, Canada")).toHaveClass("line-clamp-3");
    expect(card.getByText("3 tributes")).toBeInTheDocument();
  });

  it("shows the name in Tamil script under the English one, marked as Tamil, and not a second time when it is the name", () => {
    const { card } = renderCard(makePostCard({ blog_id: "siva-2", tamilfirstname: "சிவகுமார்", tamillastname: "தேவராசா" }));
    expect(card.getByRole("heading", { level: 3, name: "Sivakumar Thevarajah" })).toBeInTheDocument();
    expect(card.getByText("சிவகுமார் தேவராசா")).toHaveAttribute("lang", "ta");
    cleanup();
    const { card: tamilOnly } = renderCard(
      makePostCard({ blog_id: "siva-3", firstname: "சிவகுமார்", lastname: "தேவராசா", tamilfirstname: "சிவகுமார்", tamillastname: "தேவராசா" }),
    );
    expect(tamilOnly.getAllByText("சிவகுமார் தேவராசா")).toHaveLength(1);
    expect(tamilOnly.queryByText((_, el) => el?.getAttribute("lang") === "ta")).not.toBeInTheDocument();
  });

  it("links to /post/{blog_id}; View More, Tribute and Memory Wall open the memorial page and its panels", () => {
    const { card } = renderCard(makePostCard({ blog_id: "siva-1" }));
    expect(card.getByRole("link", { name: "Sivakumar Thevarajah" })).toHaveAttribute("href", "/post/siva-1");
    expect(card.getByRole("link", { name: "View More" })).toHaveAttribute("href", "/post/siva-1");
    expect(card.getByRole("link", { name: "View More" })).toHaveClass("max-sm:hidden");
    expect(card.getByRole("link", { name: "Tribute" })).toHaveAttribute("href", "/post/siva-1#tribute");
    expect(card.getByRole("link", { name: "Memory Wall" })).toHaveAttribute("href", "/post/siva-1#memorial");
    expect(card.getByRole("button", { name: "Share" })).toHaveAccessibleDescription("Sivakumar Thevarajah");
  });

  it("shows the portrait's 320 px copy, lazily, and the placeholder when it fails", () => {
    renderCard(makePostCard());
    const img = document.querySelector("article img")!;
    expect(img).toHaveAttribute("src", `${UPLOAD_URL}?w=320`);
    expect(img).toHaveAttribute("srcset", `${UPLOAD_URL}?w=320 320w, ${UPLOAD_URL}?w=640 640w, ${UPLOAD_URL}?w=1280 1280w`);
    expect(img).toHaveAttribute("loading", "lazy");
    fireEvent.error(img);
    expect(img).toHaveAttribute("src", "/images/placeholder-portrait.png");
    expect(img).not.toHaveAttribute("srcset");
  });

  it("loads the first card's portrait at once, with high priority: it is above the fold", () => {
    renderCard(makePostCard(), true);
    const img = document.querySelector("article img")!;
    expect(img).not.toHaveAttribute("loading");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("width", "320");
    expect(img).toHaveAttribute("height", "400");
  });

  it("uses the placeholder when there is no portrait, and says '1 tribute'", () => {
    const { card } = renderCard(makePostCard({ profilebanner: "", activity: { ...makePostCard().activity, total_tributes: 1 } }));
    expect(document.querySelector("article img")).toHaveAttribute("src", "/images/placeholder-portrait.png");
    expect(card.getByText("1 tribute")).toBeInTheDocument();
  });

  it("opens the share popover with this post's absolute address", async () => {
    const { user, card } = renderCard(makePostCard({ blog_id: "siva-1" }));
    await user.click(card.getByRole("button", { name: "Share" }));
    const dialog = screen.getByRole("dialog", { name: "Share this memorial" });
    expect(within(dialog).getByLabelText("Link to this memorial")).toHaveValue(`${window.location.origin}/post/siva-1`);
    expect(card.getByRole("button", { name: "Share" })).toHaveAttribute("aria-expanded", "true");
  });
});

describe("card text", () => {
  it("describes with the story's first paragraph when the list carries it, else the places", () => {
    expect(descriptionOf({ ...makePostCard(), memorywall: "He taught us   patience.\n\nHe loved the sea." })).toBe("He taught us patience.");
    expect(descriptionOf({ ...makePostCard(), memorywall: "" })).toBe(placesLineOf(makePostCard()));
    expect(placesLineOf(makePostCard({ birthcity: "", birthcountry: "", deathcity: "Bern", deathcountry: "Switzerland" }))).toBe(
      "Passed away in Bern, Switzerland",
    );
  });
});
