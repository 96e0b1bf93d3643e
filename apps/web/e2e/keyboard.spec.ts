import { expect, test } from "./fixtures";
import { buildWorld, settled, type World } from "./a11y-world";
import { expectModalKeyboard, openWithKeyboard } from "./keyboard";
import { openSignedIn } from "./support";

/**
 * Every menu, dialog, panel and the lightbox by keyboard alone: Enter opens it, focus moves
 * in, Tab and Shift+Tab stay inside (they wrap), Escape closes it and focus goes back to the
 * control that opened it.
 */

let world: World;
test.beforeAll(async ({ request }) => {
  world = await buildWorld(request);
});

test("the account menu: focus moves to its first item, arrows move, Tab wraps, Escape returns", async ({ page }) => {
  await page.goto("/");
  await settled(page);
  const trigger = page.getByRole("button", { name: "Account menu" });
  await openWithKeyboard(trigger);
  const menu = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
  await expect(menu.getByRole("link", { name: "Sign Up" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("link", { name: "Sign In" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("link", { name: "Sign Up" })).toBeFocused();
  await expectModalKeyboard(page, menu, trigger);
});

test("the profile menu signed in: Tab wraps through its items, Escape returns", async ({ page }) => {
  await openSignedIn(page, world.author, "/");
  await settled(page);
  const trigger = page.getByRole("button", { name: "Profile menu" });
  await openWithKeyboard(trigger);
  const menu = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
  await expect(menu.getByRole("link", { name: "Create" })).toBeFocused();
  await expectModalKeyboard(page, menu, trigger);
  // Enter on an item follows it and closes the menu.
  await openWithKeyboard(trigger);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/user/${world.author.username}$`));
  await expect(menu).toHaveCount(0);
});

test("the share popover on a card and on the memorial page", async ({ page }) => {
  await page.goto("/");
  await settled(page);
  const cardShare = page.getByRole("article", { name: "Sivakumar Thevarajah" }).first().getByRole("button", { name: "Share" });
  await openWithKeyboard(cardShare);
  await expectModalKeyboard(page, page.getByRole("dialog", { name: "Share this memorial" }), cardShare);

  await page.goto(`/post/${world.blogId}`);
  await settled(page);
  const share = page.getByRole("navigation", { name: "Memorial sections" }).getByRole("button", { name: "Share" });
  await openWithKeyboard(share);
  await expect(page.getByRole("dialog", { name: "Share this memorial" })).toBeFocused();
  await expectModalKeyboard(page, page.getByRole("dialog", { name: "Share this memorial" }), share);
});

test("the memory wall and tribute panels", async ({ page }) => {
  await page.goto(`/post/${world.blogId}`);
  await settled(page);
  for (const [opener, name] of [
    ["Write Your Memorials", "Memory Wall"],
    ["Write a Tribute", "Tributes"],
  ] as const) {
    const button = page.getByRole("link", { name: opener });
    await openWithKeyboard(button);
    const panel = page.getByRole("dialog", { name });
    await expect(panel).toBeFocused();
    await expectModalKeyboard(page, panel, button);
  }
});

test("the lightbox: arrows change the photo, Tab stays inside, Escape returns to the photo", async ({ page }) => {
  await page.goto(`/post/${world.blogId}`);
  await settled(page);
  const photo = page.getByRole("region", { name: "Live Moments" }).getByRole("button", { name: "Open photo 1 of 3" });
  await openWithKeyboard(photo);
  await expect(page.getByRole("dialog", { name: "Photo 1 of 3" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  const box = page.getByRole("dialog", { name: "Photo 2 of 3" });
  await expect(box).toBeVisible();
  await expectModalKeyboard(page, box, photo);
});

test("the add-images panel and the author's confirm dialog", async ({ page }) => {
  await openSignedIn(page, world.author, `/post/${world.blogId}`);
  await settled(page);
  const add = page.getByRole("region", { name: "Live Moments" }).getByRole("button", { name: "Add Images" });
  await openWithKeyboard(add);
  await expectModalKeyboard(page, page.getByRole("dialog", { name: /Add Images/ }), add);

  await page.goto("/dashboard/posts?tab=draft");
  await settled(page, "Manage Posts");
  const remove = page.getByRole("button", { name: "Delete draft Thangam Ponnudurai" });
  await openWithKeyboard(remove);
  const dialog = page.getByRole("dialog", { name: "Delete this draft?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectModalKeyboard(page, dialog, remove);
  // The draft is still there: Escape cancelled.
  await expect(page.getByRole("article", { name: /Thangam Ponnudurai/ })).toBeVisible();
});
