import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { mockApi, renderApp, requestBody, signIn } from "../../../test/render-app";

const BLOG = "ravi-kumar-x1";
const person = (id: string, username: string, fullname: string) => ({ _id: id, personal_info: { username, fullname, profile_img: "" } });
const COUSIN_ID = "33333333-3333-4333-8333-333333333333";

const keepersAnswer = (asAuthor: boolean) => ({
  post: { blog_id: BLOG, firstname: "Ravi", lastname: "Kumar" },
  author: person("11111111-1111-4111-8111-111111111111", "priya", "Priya Raman"),
  keepers: [{ ...person(COUSIN_ID, "cousin", "Cousin Raj"), added_at: "2026-11-01T10:00:00.000Z" }],
  invitations: asAuthor
    ? [
        {
          _id: "44444444-4444-4444-8444-444444444444",
          email: "amma@example.com",
          invitedAt: "2026-11-20T10:00:00.000Z",
          expiresAt: "2026-12-04T10:00:00.000Z",
          expired: false,
        },
      ]
    : [],
  viewer: { is_author: asAuthor, is_keeper: true },
});

describe("the keepers panel (/dashboard/keepers/:post_id)", () => {
  it("lets the author invite by e-mail, checked before sending", async () => {
    signIn({ username: "priya" });
    const fetchMock = mockApi([
      { method: "POST", path: "/api/post-keepers", body: keepersAnswer(true) },
      {
        method: "POST",
        path: "/api/invite-keeper",
        body: { invitation: { _id: "x", email: "anna@example.com", invitedAt: "", expiresAt: "", expired: false } },
      },
      { method: "GET", path: "/api/new-notification", body: { new_notification_available: false } },
    ]);
    const { user } = renderApp(`/dashboard/keepers/${BLOG}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Keepers of the memorial of Ravi Kumar" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Who keeps it" });
    expect(within(list).getByText("Priya Raman")).toBeInTheDocument();
    expect(within(list).getByText("Author")).toBeInTheDocument();
    expect(within(list).getByText("Keeping since 1 Nov, 2026")).toBeInTheDocument();

    const email = screen.getByLabelText("Their e-mail address");
    await user.type(email, "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Email is invalid, Please enter valid email!")).toBeInTheDocument();
    expect(requestBody(fetchMock, "/api/invite-keeper")).toBeUndefined();

    await user.clear(email);
    await user.type(email, "anna@example.com");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to anna@example.com")).toBeInTheDocument();
    expect(requestBody(fetchMock, "/api/invite-keeper")).toEqual({ post_id: BLOG, email: "anna@example.com" });
    expect(email).toHaveValue("");
  });

  it("lets the author remove a co-keeper after asking once more, and revoke a waiting invitation", async () => {
    signIn({ username: "priya" });
    const fetchMock = mockApi([
      { method: "POST", path: "/api/post-keepers", body: keepersAnswer(true) },
      { method: "POST", path: "/api/remove-keeper", body: { status: "done" } },
      { method: "POST", path: "/api/revoke-keeper-invitation", body: { status: "done" } },
      { method: "GET", path: "/api/new-notification", body: { new_notification_available: false } },
    ]);
    const { user } = renderApp(`/dashboard/keepers/${BLOG}`);
    await user.click(await screen.findByRole("button", { name: "Remove Cousin Raj as a keeper" }));
    expect(screen.getByText("Remove Cousin Raj? They will no longer be able to edit this memorial.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Yes, remove" }));
    expect(await screen.findByText("Cousin Raj no longer keeps this memorial")).toBeInTheDocument();
    expect(requestBody(fetchMock, "/api/remove-keeper")).toEqual({ post_id: BLOG, user_id: COUSIN_ID });

    expect(within(screen.getByRole("list", { name: "Invitations waiting" })).getByText("amma@example.com")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Revoke the invitation to amma@example.com" }));
    expect(await screen.findByText("Invitation to amma@example.com revoked")).toBeInTheDocument();
    expect(requestBody(fetchMock, "/api/revoke-keeper-invitation")).toEqual({ _id: "44444444-4444-4444-8444-444444444444" });
  });

  it("shows a co-keeper the keepers, lets them leave, and offers no invitations or removing others", async () => {
    signIn({ username: "cousin" });
    const fetchMock = mockApi([
      { method: "POST", path: "/api/post-keepers", body: keepersAnswer(false) },
      { method: "POST", path: "/api/remove-keeper", body: { status: "done" } },
      { method: "POST", path: "/api/kept-posts", body: { blogs: [], totalDocs: 0 } },
      { method: "GET", path: "/api/new-notification", body: { new_notification_available: false } },
    ]);
    const { user, router } = renderApp(`/dashboard/keepers/${BLOG}`);
    await screen.findByRole("heading", { level: 1, name: "Keepers of the memorial of Ravi Kumar" });
    expect(screen.queryByRole("button", { name: "Send invitation" })).not.toBeInTheDocument();
    expect(screen.queryByText("Invitations waiting")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Leave" }));
    await user.click(screen.getByRole("button", { name: "Yes, leave" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/kept"));
    expect(requestBody(fetchMock, "/api/remove-keeper")).toEqual({ post_id: BLOG, user_id: COUSIN_ID });
    expect(await screen.findByText("You no longer keep this memorial")).toBeInTheDocument();
  });

  it("tells a stranger the server's refusal", async () => {
    signIn({ username: "someone" });
    mockApi([
      { method: "POST", path: "/api/post-keepers", status: 403, body: { error: "You are not allowed to do that" } },
      { method: "GET", path: "/api/new-notification", body: { new_notification_available: false } },
    ]);
    renderApp(`/dashboard/keepers/${BLOG}`);
    expect(await screen.findByRole("heading", { level: 1, name: "The keepers could not be loaded" })).toBeInTheDocument();
    expect(screen.getByText("You are not allowed to do that")).toBeInTheDocument();
  });
});

describe("Kept with family (/dashboard/kept)", () => {
  it("lists the memorials the user keeps, with Edit and Keepers, and is in the dashboard menu", async () => {
    signIn({ username: "cousin" });
    mockApi([
      {
        method: "POST",
        path: "/api/kept-posts",
        body: {
          blogs: [
            {
              blog_id: BLOG,
              title: "Obituary",
              firstname: "Ravi",
              lastname: "Kumar",
              profilebanner: "",
              publishedAt: null,
              updatedAt: "2026-11-01T10:00:00.000Z",
              draft: true,
              author: person("a", "priya", "Priya Raman"),
            },
          ],
          totalDocs: 1,
        },
      },
      { method: "GET", path: "/api/new-notification", body: { new_notification_available: false } },
    ]);
    renderApp("/dashboard/kept");
    const card = await screen.findByRole("article", { name: "Ravi Kumar" });
    expect(within(card).getByText("Written by Priya Raman")).toBeInTheDocument();
    expect(within(card).getByText("Draft")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Edit Ravi Kumar" })).toHaveAttribute("href", `/postcreate/${BLOG}`);
    expect(within(card).getByRole("link", { name: "Keepers of Ravi Kumar" })).toHaveAttribute("href", `/dashboard/keepers/${BLOG}`);
    const nav = screen.getByRole("navigation", { name: "Dashboard and settings" });
    expect(within(nav).getByRole("link", { name: "Kept with family" })).toHaveAttribute("aria-current", "page");
  });
});
