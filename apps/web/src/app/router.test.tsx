import { describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import { mockApi, renderApp, signIn } from "../test/render-app";

const NOT_FOUND = "Page Not Found – Sorry, the page you're looking for does not exist or has been moved please go back to the Home page";

describe("routes", () => {
  it("shows Home at /", async () => {
    renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Keep Memories Alive" })).toBeInTheDocument();
  });

  it("shows Page Not Found inside the site frame for unknown routes, with a Home Page button", async () => {
    const { router, user } = renderApp("/nope/at/all");
    const heading = await screen.findByRole("heading", { level: 1, name: /^Page Not Found/ });
    expect(heading).toHaveTextContent(NOT_FOUND);
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Home Page" }));
    expect(router.state.location.pathname).toBe("/");
  });

  it.each([
    "/dashboard",
    "/dashboard/posts",
    "/dashboard/notifications",
    "/settings",
    "/settings/edit-profile",
    "/settings/change-password",
    "/postcreate",
    "/postcreate/abc-123",
  ])("sends a visitor without a token from %s to /signin", async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it.each([
    ["/dashboard", "Manage Posts", "/dashboard/posts"],
    ["/dashboard/notifications", "Notifications", "/dashboard/notifications"],
    ["/settings", "Edit Profile", "/settings/edit-profile"],
    ["/settings/change-password", "Change Password", "/settings/change-password"],
    ["/postcreate", "Create a memorial", "/postcreate"],
    ["/postcreate/abc-123", "Edit memorial", "/postcreate/abc-123"],
  ])("lets a signed-in user open %s", async (path, heading, landing) => {
    signIn();
    mockApi([
      { path: "/api/new-notification", body: { new_notification_available: false } },
      // The edit screen loads the author's post first.
      { method: "POST", path: "/api/get-post", body: { blog: { blog_id: "abc-123", title: "Obituary", firstname: "Ravi", lastname: "Kumar", draft: true } } },
    ]);
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(landing);
  });

  it("sends a signed-in user away from /signin to /", async () => {
    signIn();
    mockApi([{ path: "/api/new-notification", body: { new_notification_available: false } }]);
    const { router } = renderApp("/signin");
    expect(await screen.findByRole("heading", { level: 1, name: "Keep Memories Alive" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends a signed-in user away from /signup to /settings/edit-profile", async () => {
    signIn();
    mockApi([{ path: "/api/new-notification", body: { new_notification_available: false } }]);
    const { router } = renderApp("/signup");
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Profile" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/settings/edit-profile");
  });

  it.each([
    ["/search/ravi%20kumar", "Results for “ravi kumar”"],
    ["/user/priya", "@priya"],
    ["/forgotpassword", "Forgot your password?"],
    ["/resetpassword/abc", "Choose a new password"],
    ["/contact", "We are here to help"],
    ["/signup", "Create your account"],
  ])("has a screen at %s", async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it("has a screen at /post/:id, which says so when the memorial is not there", async () => {
    mockApi([{ path: "/api/get-post", status: 404, body: { error: "This memorial could not be found" } }]);
    renderApp("/post/ravi-kumar-7f3k2q");
    expect(await screen.findByRole("heading", { level: 1, name: "This memorial could not be found" })).toBeInTheDocument();
  });
});

describe("an ended session", () => {
  it("sends the user to /signin with a toast when the API answers 401 to their token", async () => {
    signIn();
    mockApi([{ path: "/api/new-notification", status: 401, body: { error: "Your session has expired. Please sign in again." } }]);
    const { router } = renderApp("/contact");
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    expect(screen.getByText("Your session has expired. Please sign in again.")).toBeInTheDocument();
    expect(window.localStorage.getItem("user")).toBeNull();
  });

  it("shows a signed-out notice on a protected page when another tab logs out", async () => {
    signIn();
    mockApi([{ path: "/api/new-notification", body: { new_notification_available: false } }]);
    renderApp("/dashboard/posts");
    await screen.findByRole("heading", { level: 1, name: "Manage Posts" });
    window.localStorage.removeItem("user");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "user" }));
    });
    expect(await screen.findByRole("heading", { level: 1, name: "You are signed out" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Sign In" })[0]).toHaveAttribute("href", "/signin");
  });
});

describe("the language switch", () => {
  it("shows the site in Tamil, names English to go back, and keeps the choice", async () => {
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "தமிழ்" }));
    expect((await screen.findAllByRole("link", { name: "முகப்பு" }))[0]).toBeVisible();
    expect(document.documentElement.lang).toBe("ta");
    expect(document.cookie).toContain("lang=ta");
    await user.click(screen.getByRole("button", { name: "English" }));
    expect((await screen.findAllByRole("link", { name: "Home" }))[0]).toBeVisible();
    expect(screen.queryByRole("link", { name: "முகப்பு" })).toBeNull();
    expect(document.cookie).toContain("lang=en");
  });

  it("renders a page in Tamil from the first paint when the page is Tamil", async () => {
    renderApp("/", { locale: "ta" });
    expect((await screen.findAllByRole("link", { name: "முகப்பு" }))[0]).toBeVisible();
    expect(screen.getByRole("button", { name: "English" })).toBeInTheDocument();
  });
});
