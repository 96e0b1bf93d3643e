import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp, signIn } from "../../../test/render-app";
import { mockApiHandler } from "../../../test/mock-api-handler";

function quietServer(newNotification: boolean) {
  return mockApiHandler(({ path }) => {
    if (path === "/api/new-notification") return { body: { new_notification_available: newNotification } };
    if (path === "/api/user-written-posts") return { body: { blogs: [] } };
    if (path === "/api/user-written-post-count") return { body: { totalDocs: 0 } };
    return undefined;
  });
}

const sidebar = () => within(screen.getByRole("navigation", { name: "Dashboard and settings" }));

describe("dashboard and settings sidebar", () => {
  it.each(["/dashboard/posts", "/settings/change-password"])("offers Posts, Notifications, Create and the Settings group on %s", async (path) => {
    signIn();
    quietServer(false);
    renderApp(path);
    await screen.findByRole("heading", { level: 1 });
    expect(sidebar().getByRole("link", { name: "Posts" })).toHaveAttribute("href", "/dashboard/posts");
    expect(sidebar().getByRole("link", { name: "Notifications" })).toHaveAttribute("href", "/dashboard/notifications");
    expect(sidebar().getByRole("link", { name: "Create" })).toHaveAttribute("href", "/postcreate");
    expect(sidebar().getByText("Settings")).toBeInTheDocument();
    expect(sidebar().getByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", "/settings/edit-profile");
    expect(sidebar().getByRole("link", { name: "Change Password" })).toHaveAttribute("href", "/settings/change-password");
    const current = sidebar().getByRole("link", { current: "page" });
    expect(current).toHaveAttribute("href", path);
  });

  it("puts a red dot on Notifications while something new is waiting", async () => {
    signIn({ new_notification_available: true });
    quietServer(true);
    renderApp("/dashboard/posts");
    await screen.findByRole("heading", { level: 1, name: "Manage Posts" });
    expect(sidebar().getByRole("link", { name: "Notifications, new notifications available" })).toBeInTheDocument();
    expect(screen.getByTestId("sidebar-new-dot")).toBeInTheDocument();
  });

  it("folds into a menu on small screens: the toggle names the screen and opens and closes it", async () => {
    signIn();
    quietServer(false);
    const { user, router } = renderApp("/dashboard/posts");
    await screen.findByRole("heading", { level: 1, name: "Manage Posts" });
    const toggle = screen.getByRole("button", { name: /Menu\s*Posts/ });
    const nav = screen.getByRole("navigation", { name: "Dashboard and settings" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", nav.id);
    expect(nav.className).toMatch(/(^| )hidden( |$)/);
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(nav.className).not.toMatch(/(^| )hidden( |$)/);

    // Choosing a screen closes it.
    await user.click(sidebar().getByRole("link", { name: "Change Password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/settings/change-password"));
    const after = await screen.findByRole("button", { name: /Menu\s*Change Password/ });
    expect(after).toHaveAttribute("aria-expanded", "false");
  });
});
