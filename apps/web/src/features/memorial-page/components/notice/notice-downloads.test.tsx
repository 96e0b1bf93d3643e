import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { renderApp, signIn } from "../../../../test/render-app";
import { BLOG_ID, buildPost, mockMemorialApi } from "../../test/memorial-fixtures";

async function openMemorial(locale: "en" | "ta" = "en") {
  const app = renderApp(`/post/${BLOG_ID}`, { locale });
  await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe("notice downloads on the memorial page", () => {
  it("offers a published memorial's printable notice and notice image as download links in the page's language", async () => {
    mockMemorialApi(buildPost());
    await openMemorial();
    const group = screen.getByRole("group", { name: "Notice to print or share" });
    expect(group).toContainElement(screen.getByRole("link", { name: "Print notice" }));
    expect(screen.getByRole("link", { name: "Print notice" })).toHaveAttribute("href", `/api/posts/${BLOG_ID}/notice.pdf?lang=en`);
    expect(screen.getByRole("link", { name: "Print notice" })).toHaveAttribute("download", `${BLOG_ID}-notice.pdf`);
    expect(screen.getByRole("link", { name: "Notice image" })).toHaveAttribute("href", `/api/posts/${BLOG_ID}/notice.jpg?lang=en`);
  });

  it("names them in Tamil on a Tamil page, and asks for the Tamil notice", async () => {
    mockMemorialApi(buildPost());
    await openMemorial("ta");
    expect(screen.getByRole("link", { name: "அறிவித்தலை அச்சிடு" })).toHaveAttribute("href", `/api/posts/${BLOG_ID}/notice.pdf?lang=ta`);
    expect(screen.getByRole("link", { name: "அறிவித்தலை அச்சிடு" })).toHaveAttribute("download", `${BLOG_ID}-notice-ta.pdf`);
    expect(screen.getByRole("link", { name: "அறிவித்தல் படம்" })).toHaveAttribute("href", `/api/posts/${BLOG_ID}/notice.jpg?lang=ta`);
  });

  it("fetches a draft's notice with the keeper's token and saves it", async () => {
    const { spy } = mockMemorialApi(buildPost({ draft: true }), { [`/api/posts/${BLOG_ID}/notice.pdf`]: () => ({ body: "%PDF-1.3" }) });
    const createObjectURL = vi.fn(() => "blob:notice");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    signIn({ username: "priya" });
    const { user } = await openMemorial();
    await user.click(screen.getByRole("button", { name: "Print notice" }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const call = spy.mock.calls.find(([input]) => String(input).includes("/notice.pdf"));
    expect(String(call?.[0])).toBe(`/api/posts/${BLOG_ID}/notice.pdf?lang=en`);
    expect(call?.[1]?.headers).toEqual({ Authorization: "Bearer token-123" });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(`${BLOG_ID}-notice.pdf`);
  });

  it("says so when a draft's notice cannot be made", async () => {
    mockMemorialApi(buildPost({ draft: true }), { [`/api/posts/${BLOG_ID}/notice.jpg`]: () => ({ status: 500, body: { error: "Internal server error" } }) });
    signIn({ username: "priya" });
    const { user } = await openMemorial();
    await user.click(screen.getByRole("button", { name: "Notice image" }));
    expect(await screen.findByText("The notice could not be made. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Notice image" })).toBeEnabled();
  });
});
