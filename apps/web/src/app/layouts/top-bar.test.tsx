import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { mockApi, renderApp, signIn } from "../../test/render-app";

const noNews = { path: "/api/new-notification", body: { new_notification_available: false } };

async function renderBar(path = "/contact") {
  const app = renderApp(path);
  await screen.findByRole("heading", { level: 1 });
  return { ...app, bar: within(screen.getByRole("banner")) };
}

describe("top bar", () => {
  it("has the product name linking home, Home and Contact links, and Create for everyone", async () => {
    const { bar, router, user } = await renderBar("/contact");
    expect(bar.getByRole("link", { name: "Keep Memories Alive" })).toHaveAttribute("href", "/");
    expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(bar.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await user.click(bar.getByRole("link", { name: "Create" }));
    // Signed out, Create leads on to sign in.
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    expect(bar.queryByRole("link", { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it("searches on Enter only when the box has text", async () => {
    const { bar, router, user } = await renderBar();
    const box = bar.getByRole("searchbox", { name: "Search memorials" });
    await user.type(box, "   {Enter}");
    expect(router.state.location.pathname).toBe("/contact");
    await user.clear(box);
    await user.type(box, "  Ravi Kumar/Jaffna {Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Results for “Ravi Kumar/Jaffna”" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/search/Ravi%20Kumar%2FJaffna");
  });

  it("searches by the icon button only when the box has text", async () => {
    const { bar, router, user } = await renderBar();
    await user.click(bar.getByRole("button", { name: "Search" }));
    expect(router.state.location.pathname).toBe("/contact");
    await user.type(bar.getByRole("searchbox", { name: "Search memorials" }), "Jaffna");
    await user.click(bar.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Results for “Jaffna”" })).toBeInTheDocument();
  });

  it("toggles the small-screen search box open and closed", async () => {
    const { bar, router, user } = await renderBar();
    const toggle = bar.getByRole("button", { name: "Open search" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(bar.getByRole("button", { name: "Close search" })).toHaveAttribute("aria-expanded", "true");
    const boxes = bar.getAllByRole("searchbox", { name: "Search memorials" });
    expect(boxes).toHaveLength(2);
    expect(boxes[1]).toHaveFocus();
    await user.type(boxes[1]!, "Kilinochchi{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/search/Kilinochchi"));
    expect(bar.getByRole("button", { name: "Open search" })).toHaveAttribute("aria-expanded", "false");
    expect(bar.getAllByRole("searchbox")).toHaveLength(1);
  });

  it("offers Sign Up and Sign In in the dropdown when signed out", async () => {
    const { bar, user } = await renderBar();
    const trigger = bar.getByRole("button", { name: "Account menu" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(bar.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    expect(bar.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
    expect(bar.queryByRole("button", { name: "Log Out" })).not.toBeInTheDocument();
  });

  it("offers Create, Profile, Dasboard, Settings and Log Out when signed in", async () => {
    signIn({ username: "priya", fullname: "Priya Raman" });
    mockApi([noNews]);
    const { bar, user } = await renderBar();
    await user.click(bar.getByRole("button", { name: "Profile menu" }));
    const menu = within(document.getElementById(bar.getByRole("button", { name: "Profile menu" }).getAttribute("aria-controls")!)!);
    expect(menu.getByText("Priya Raman")).toBeInTheDocument();
    expect(menu.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Create", "/postcreate"],
      ["Profile", "/user/priya"],
      ["Dasboard", "/dashboard/posts"],
      ["Settings", "/settings/edit-profile"],
    ]);
    expect(menu.getByRole("button", { name: "Log Out" })).toBeInTheDocument();
    expect(menu.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
  });

  it("closes the dropdown on a click outside and on Escape", async () => {
    const { bar, user } = await renderBar();
    const trigger = bar.getByRole("button", { name: "Account menu" });
    await user.click(trigger);
    expect(bar.getByRole("link", { name: "Sign In" })).toBeInTheDocument();
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(bar.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(bar.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("keeps keyboard focus in the open profile menu: first item, arrows, Tab wraps, Escape returns", async () => {
    signIn({ username: "priya", fullname: "Priya Raman" });
    mockApi([noNews]);
    const { bar, user } = await renderBar();
    const trigger = bar.getByRole("button", { name: "Profile menu" });
    trigger.focus();
    await user.keyboard("{Enter}");
    const menu = within(document.getElementById(trigger.getAttribute("aria-controls")!)!);
    expect(menu.getByRole("link", { name: "Create" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(menu.getByRole("button", { name: "Log Out" })).toHaveFocus();
    await user.tab();
    expect(menu.getByRole("link", { name: "Create" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(menu.getByRole("button", { name: "Log Out" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(menu.getByRole("link", { name: "Create" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(bar.queryByRole("link", { name: "Dasboard" })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("holds the page behind the open profile menu inert, but for its button and the layer that takes a press outside", async () => {
    signIn({ username: "priya", fullname: "Priya Raman" });
    mockApi([noNews]);
    const { bar, user } = await renderBar();
    const trigger = bar.getByRole("button", { name: "Profile menu" });
    await user.click(trigger);
    const menu = document.getElementById(trigger.getAttribute("aria-controls")!)!;
    expect(screen.getByRole("main")).toHaveAttribute("inert");
    expect(bar.getByRole("link", { name: "Contact" }).closest("[inert]")).not.toBeNull();
    for (const live of [menu, trigger, screen.getByTestId("profile-menu-backdrop")]) expect(live.closest("[inert]")).toBeNull();
    // The button still toggles it shut, and the page is live again.
    await user.click(trigger);
    expect(document.getElementById(menu.id)).toBeNull();
    expect(document.querySelector("[inert]")).toBeNull();
  });

  it("logs out: ends the session on the server, removes the stored user, shows the signed-out bar and goes to /", async () => {
    signIn();
    const fetchMock = mockApi([noNews, { path: "/api/signout", body: { status: "signed out" } }]);
    const { bar, router, user } = await renderBar("/dashboard/posts");
    await user.click(bar.getByRole("button", { name: "Profile menu" }));
    await user.click(bar.getByRole("button", { name: "Log Out" }));
    const signout = fetchMock.mock.calls.find(([url]) => url === "/api/signout");
    expect(signout?.[1]?.method).toBe("POST");
    expect(new Headers(signout?.[1]?.headers).get("Authorization")).toBe("Bearer token-123");
    expect(await screen.findByRole("heading", { level: 1, name: "Keep Memories Alive" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(window.localStorage.getItem("user")).toBeNull();
    expect(bar.getByRole("button", { name: "Account menu" })).toBeInTheDocument();
    expect(bar.queryByRole("link", { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it("asks the server about new notifications with the token and shows the red dot", async () => {
    signIn({ new_notification_available: false });
    const fetchMock = mockApi([{ path: "/api/new-notification", body: { new_notification_available: true } }]);
    const { bar } = await renderBar();
    expect(await bar.findByRole("link", { name: "Notifications, new notifications available" })).toHaveAttribute("href", "/dashboard/notifications");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/new-notification");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token-123");
    expect(JSON.parse(window.localStorage.getItem("user")!).new_notification_available).toBe(true);
  });

  it("shows the bell without a dot when nothing is new, and only logs a failed check", async () => {
    signIn({ new_notification_available: true });
    mockApi([{ path: "/api/new-notification", status: 500, body: { error: "Internal server error" } }]);
    const { bar } = await renderBar();
    // The stored flag stands when the check fails.
    expect(bar.getByRole("link", { name: "Notifications, new notifications available" })).toBeInTheDocument();
    signIn({ new_notification_available: false });
    window.dispatchEvent(new StorageEvent("storage", { key: "user" }));
    expect(await bar.findByRole("link", { name: "Notifications" })).toBeInTheDocument();
  });

  it("opens the mobile menu with Home, Contact, search and Create; the backdrop closes it", async () => {
    const { bar, user } = await renderBar();
    const toggle = bar.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = within(screen.getByRole("dialog", { name: "Menu" }));
    expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(menu.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    expect(menu.getByRole("searchbox", { name: "Search memorials" })).toBeInTheDocument();
    expect(menu.getByRole("link", { name: "Create" })).toHaveAttribute("href", "/postcreate");
    expect(menu.getByRole("button", { name: "Close menu" })).toHaveFocus();

    await user.click(screen.getByTestId("mobile-menu-backdrop"));
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the mobile menu with its close button and with Escape", async () => {
    const { bar, user } = await renderBar();
    await user.click(bar.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(bar.getByRole("button", { name: "Open menu" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("searches from the mobile menu and closes it", async () => {
    const { bar, router, user } = await renderBar();
    await user.click(bar.getByRole("button", { name: "Open menu" }));
    await user.type(within(screen.getByRole("dialog")).getByRole("searchbox"), "Canada{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/search/Canada"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
