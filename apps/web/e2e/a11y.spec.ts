import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { expectReadableText } from "./reading";
import { buildWorld, isPhone, settled, type World } from "./a11y-world";
import { openSignedIn } from "./support";

/**
 * axe-core on every route of the app (config/paths.ts), signed out where it is public and
 * signed in where it is protected, the memorial page both ways, and the open states a visitor
 * meets: menus, the share popover, side panels, the lightbox, confirm dialogs. Both projects
 * run it, so every screen is checked at 375 and at 1280 px. Each route's body text is
 * measured too (at least 16 px, see reading.ts).
 */

let world: World;
test.beforeAll(async ({ request }) => {
  world = await buildWorld(request);
});

test.describe("signed out", () => {
  const screens: Array<[string, (w: World) => string, string | RegExp]> = [
    ["home", () => "/", "Keep Memories Alive"],
    ["memorial page", (w) => `/post/${w.blogId}`, "Sivakumar Thevarajah"],
    ["missing memorial", () => "/post/nobody-here-123", "This memorial could not be found"],
    ["search", () => "/search/siva", /Results for/],
    ["profile", (w) => `/user/${w.author.username}`, "Priya Sivakumar"],
    ["404", () => "/no/such/page", /Page Not Found/],
    ["sign in", () => "/signin", /Sign In/i],
    ["sign up", () => "/signup", "Create your account"],
    ["forgot password", () => "/forgotpassword", /password/i],
    ["reset password", () => "/resetpassword/not-a-real-token", /password/i],
    ["contact", () => "/contact", "We are here to help"],
  ];
  for (const [name, path, heading] of screens) {
    test(`${name} has no axe violations`, async ({ page }) => {
      await page.goto(path(world));
      await settled(page, heading);
      await expectNoAxeViolations(page, name);
      await expectReadableText(page, name);
    });
  }

  test("the account menu and the mobile menu and search have no axe violations", async ({ page }) => {
    await page.goto("/");
    await settled(page);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expectNoAxeViolations(page, "account menu");
    await page.keyboard.press("Escape");
    if (!isPhone(page)) return;
    await page.getByRole("button", { name: "Open search" }).click();
    await expectNoAxeViolations(page, "phone search box");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolations(page, "mobile menu");
  });

  test("the share popover on a home card and on the memorial page has no axe violations", async ({ page }) => {
    await page.goto("/");
    await settled(page);
    await page.getByRole("article", { name: "Sivakumar Thevarajah" }).first().getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("dialog", { name: "Share this memorial" })).toBeVisible();
    await expectNoAxeViolations(page, "share popover on a card");

    await page.goto(`/post/${world.blogId}`);
    await settled(page);
    await page.getByRole("navigation", { name: "Memorial sections" }).getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("dialog", { name: "Share this memorial" })).toBeVisible();
    await expectNoAxeViolations(page, "share popover on the memorial page");
  });

  test("the memorial page's panels and lightbox have no axe violations", async ({ page }) => {
    await page.goto(`/post/${world.blogId}`);
    await settled(page);
    for (const [opener, panel] of [
      ["Write Your Memorials", "Memory Wall"],
      ["Write a Tribute", "Tributes"],
    ] as const) {
      await page.getByRole("link", { name: opener }).click();
      await expect(page.getByRole("dialog", { name: panel })).toBeVisible();
      await expectNoAxeViolations(page, `${panel} panel`);
      await expectReadableText(page, `${panel} panel`);
      // Errors under the fields are part of the panel too.
      await page
        .getByRole("dialog", { name: panel })
        .getByRole("button", { name: /^Post / })
        .click();
      await expectNoAxeViolations(page, `${panel} panel with an error`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
    await page.getByRole("region", { name: "Live Moments" }).getByRole("button", { name: "Open photo 1 of 3" }).click();
    await expect(page.getByRole("dialog", { name: "Photo 1 of 3" })).toBeVisible();
    await expectNoAxeViolations(page, "lightbox");
  });

  test("a sign-in form with errors has no axe violations", async ({ page }) => {
    await page.goto("/signin");
    await settled(page);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectNoAxeViolations(page, "sign in with an error");
  });
});

test.describe("signed in", () => {
  const screens: Array<[string, (w: World) => string, string | RegExp]> = [
    ["home", () => "/", "Keep Memories Alive"],
    ["own memorial page", (w) => `/post/${w.blogId}`, "Sivakumar Thevarajah"],
    ["own profile", (w) => `/user/${w.author.username}`, "Priya Sivakumar"],
    ["search", () => "/search/siva", /Results for/],
    ["create memorial", () => "/postcreate", /./],
    ["edit memorial", (w) => `/postcreate/${w.blogId}`, /./],
    ["edit draft", (w) => `/postcreate/${w.draftId}`, /./],
    ["manage posts", () => "/dashboard/posts", "Manage Posts"],
    ["manage drafts", () => "/dashboard/posts?tab=draft", "Manage Posts"],
    ["notifications", () => "/dashboard/notifications", /Notifications/],
    ["edit profile", () => "/settings/edit-profile", /Edit Profile/i],
    ["change password", () => "/settings/change-password", /Change Password/i],
    ["contact", () => "/contact", "We are here to help"],
    ["404", () => "/no/such/page", /Page Not Found/],
  ];
  for (const [name, path, heading] of screens) {
    test(`${name} has no axe violations`, async ({ page }) => {
      await openSignedIn(page, world.author, path(world));
      await settled(page, heading);
      await expectNoAxeViolations(page, `${name} (signed in)`);
      await expectReadableText(page, `${name} (signed in)`);
    });
  }

  test("the profile menu has no axe violations", async ({ page }) => {
    await openSignedIn(page, world.author, "/");
    await settled(page);
    await page.getByRole("button", { name: "Profile menu" }).click();
    await expect(page.getByRole("button", { name: "Log Out" })).toBeVisible();
    await expectNoAxeViolations(page, "profile menu");
  });

  test("the confirm dialog, the add-images panel and the author's lightbox have no axe violations", async ({ page }) => {
    await openSignedIn(page, world.author, "/dashboard/posts?tab=draft");
    await settled(page, "Manage Posts");
    await page.getByRole("button", { name: "Delete draft Thangam Ponnudurai" }).click();
    await expect(page.getByRole("dialog", { name: "Delete this draft?" })).toBeVisible();
    await expectNoAxeViolations(page, "confirm dialog");
    await page.keyboard.press("Escape");

    await page.goto(`/post/${world.blogId}`);
    await settled(page);
    const gallery = page.getByRole("region", { name: "Live Moments" });
    await gallery.getByRole("button", { name: "Add Images" }).click();
    await expect(page.getByRole("dialog", { name: /Add Images/ })).toBeVisible();
    await expectNoAxeViolations(page, "add images panel");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await gallery.getByRole("button", { name: "Open photo 2 of 3" }).click();
    const lightbox = page.getByRole("dialog", { name: "Photo 2 of 3" });
    await lightbox.getByRole("button", { name: /^Delete/ }).click();
    await expectNoAxeViolations(page, "lightbox asking to delete");
  });
});
