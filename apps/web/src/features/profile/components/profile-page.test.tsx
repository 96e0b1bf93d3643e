import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { renderApp, signIn } from "../../../test/render-app";
import { makePostCard, makePostCards, mockApiWith } from "../../../test/post-fixtures";
import type { PostCard } from "../../../components/memorial-card/post-card";

const SELVI_ID = "0c8e4d2a-5b7f-4e1c-9a3d-6f2b8e4c1a7d";

function profileOf(overrides: { bio?: string; social_links?: Record<string, string>; total_posts?: number } = {}) {
  return {
    _id: SELVI_ID,
    personal_info: {
      fullname: "Selvi Kandiah",
      username: "Selvi.K",
      profile_img: "/api/avatar/selvi.k.svg",
      bio: overrides.bio ?? "Daughter of Jaffna.",
      residence: "Toronto",
    },
    account_info: { total_posts: overrides.total_posts ?? 1, total_reads: 1234 },
    social_links: overrides.social_links ?? { facebook: "https://facebook.com/selvi", instagram: "", x: "https://x.com/selvi" },
    joinedAt: "2025-04-12T09:30:00.000Z",
  };
}

function profileApi({
  profile = profileOf(),
  posts = [makePostCard({ firstname: "Kandiah", lastname: "Murugesu" })],
}: { profile?: ReturnType<typeof profileOf> | null; posts?: PostCard[] } = {}) {
  return mockApiWith((call) => {
    if (call.path === "/api/new-notification") return { body: { new_notification_available: false } };
    if (call.path === "/api/get-profile") return profile ? { body: profile } : { status: 404, body: { error: MESSAGES.userNotFound } };
    if (call.path === "/api/search-posts") {
      const n = Number(call.body?.page);
      return { body: { blogs: posts.slice((n - 1) * 10, n * 10) } };
    }
    return undefined;
  });
}

describe("Profile", () => {
  it("shows the avatar, names, Blogs and Reads, bio, the social links that are set and the joined date", async () => {
    const api = profileApi();
    renderApp("/user/selvi.k");
    expect(await screen.findByRole("heading", { level: 1, name: "Selvi Kandiah" })).toBeInTheDocument();
    expect(screen.getByText("@Selvi.K")).toBeInTheDocument();
    expect(screen.getByText("Blogs").nextSibling).toHaveTextContent("1");
    expect(screen.getByText("Reads").nextSibling).toHaveTextContent("1,234");
    expect(screen.getByText("Daughter of Jaffna.")).toBeInTheDocument();
    expect(screen.getByText("Joined on 12 Apr 2025")).toBeInTheDocument();
    expect(document.querySelector('img[src="/api/avatar/selvi.k.svg"]')).toBeInTheDocument();

    const social = within(screen.getByRole("list", { name: "Social links" }));
    expect(social.getAllByRole("link").map((a) => a.getAttribute("aria-label"))).toEqual(["Facebook", "X"]);
    expect(social.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", "https://facebook.com/selvi");
    expect(social.getByRole("link", { name: "X" })).toHaveAttribute("target", "_blank");
    expect(social.getByRole("link", { name: "X" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(api.callsTo("/api/get-profile")[0]!.body).toEqual({ username: "selvi.k" });
  });

  it("lists 'Blogs Published' by the user's _id", async () => {
    const api = profileApi();
    renderApp("/user/Selvi.K");
    const section = await screen.findByRole("region", { name: "Blogs Published" });
    expect(await within(section).findByRole("heading", { name: "Kandiah Murugesu" })).toBeInTheDocument();
    expect(api.callsTo("/api/search-posts")[0]!.body).toEqual({ author: SELVI_ID, page: 1 });
  });

  it("loads more of the user's posts while fewer are shown than they published", async () => {
    const api = profileApi({ profile: profileOf({ total_posts: 13 }), posts: makePostCards(13) });
    const { user } = renderApp("/user/Selvi.K");
    const section = await screen.findByRole("region", { name: "Blogs Published" });
    expect(await within(section).findAllByRole("article")).toHaveLength(10);
    await user.click(within(section).getByRole("button", { name: "Load More" }));
    expect(await within(section).findByRole("heading", { name: "Person13 Thevarajah" })).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Load More" })).not.toBeInTheDocument();
    expect(api.callsTo("/api/search-posts").map((c) => c.body?.page)).toEqual([1, 2]);
  });

  it("says 'Nothing to read here' without a bio, 'No posts published' without posts, and shows no social links when none are set", async () => {
    profileApi({ profile: profileOf({ bio: "", social_links: { facebook: "", instagram: "", x: "" }, total_posts: 0 }), posts: [] });
    renderApp("/user/Selvi.K");
    expect(await screen.findByText(MESSAGES.nothingToRead)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.noPostsPublished)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Social links" })).not.toBeInTheDocument();
  });

  it("never links a social value that is not a web address", async () => {
    profileApi({ profile: profileOf({ social_links: { facebook: "javascript:alert(1)", instagram: "https://instagram.com/selvi", x: "" } }) });
    renderApp("/user/Selvi.K");
    const social = within(await screen.findByRole("list", { name: "Social links" }));
    expect(social.getAllByRole("link").map((a) => a.getAttribute("aria-label"))).toEqual(["Instagram"]);
  });

  it("shows Edit Profile on one's own profile (username in any case)", async () => {
    signIn({ username: "selvi.k" });
    profileApi();
    renderApp("/user/Selvi.K");
    expect(await screen.findByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", "/settings/edit-profile");
  });

  it("shows no Edit Profile on someone else's profile, signed in or not", async () => {
    signIn({ username: "priya" });
    profileApi();
    renderApp("/user/Selvi.K");
    await screen.findByRole("heading", { level: 1, name: "Selvi Kandiah" });
    expect(screen.queryByRole("link", { name: "Edit Profile" })).not.toBeInTheDocument();
  });

  it("shows 'User not found' with a way home for an unknown username", async () => {
    const api = profileApi({ profile: null });
    renderApp("/user/nobody");
    expect(await screen.findByRole("heading", { level: 1, name: MESSAGES.userNotFound })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to home page" })).toHaveAttribute("href", "/");
    expect(api.callsTo("/api/search-posts")).toHaveLength(0);
  });
});

describe("Profile in Tamil", () => {
  it("shows the counts, the joined date with a Tamil month, and the list heading in Tamil", async () => {
    profileApi({ profile: profileOf({ bio: "", total_posts: 1 }) });
    renderApp("/user/Selvi.K", { locale: "ta" });
    expect(await screen.findByRole("heading", { level: 1, name: "Selvi Kandiah" })).toBeInTheDocument();
    expect(screen.getByText("அறிவித்தல்கள்").nextSibling).toHaveTextContent("1");
    expect(screen.getByText("வாசிப்புகள்").nextSibling).toHaveTextContent("1,234");
    expect(screen.getByText("12 ஏப். 2025 அன்று இணைந்தார்")).toBeInTheDocument();
    expect(screen.getByText("இங்கே வாசிக்க எதுவும் இல்லை")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "சமூக ஊடக இணைப்புகள்" })).toBeInTheDocument();
    const section = screen.getByRole("region", { name: "வெளியிட்ட அறிவித்தல்கள்" });
    expect(await within(section).findByRole("heading", { name: "Kandiah Murugesu" })).toBeInTheDocument();
  });

  it("offers Edit Profile in Tamil on one's own profile", async () => {
    signIn({ username: "selvi.k" });
    profileApi();
    renderApp("/user/Selvi.K", { locale: "ta" });
    expect(await screen.findByRole("link", { name: "சுயவிவரத்தைத் திருத்துக" })).toHaveAttribute("href", "/settings/edit-profile");
  });

  it("says in Tamil that there is no such user", async () => {
    profileApi({ profile: null });
    renderApp("/user/nobody", { locale: "ta" });
    expect(await screen.findByRole("heading", { level: 1, name: "பயனர் கிடைக்கவில்லை" })).toBeInTheDocument();
    expect(screen.getByText(/என்ற பெயரில் கணக்கு எதுவும் இல்லை/)).toHaveTextContent("@nobody என்ற பெயரில் கணக்கு எதுவும் இல்லை.");
    expect(screen.getByRole("link", { name: "முகப்புப் பக்கத்துக்குச் செல்க" })).toHaveAttribute("href", "/");
  });
});
