import { expect, test } from "./fixtures";
import { settled } from "./a11y-world";
import { expectModalKeyboard, openWithKeyboard } from "./keyboard";

/** The phone-only top bar controls by keyboard alone (phone-375 project; the md+ bar has neither). */

test("the mobile menu: focus moves in, Tab wraps, Escape returns to the menu button", async ({ page }) => {
  await page.goto("/");
  await settled(page);
  const button = page.getByRole("button", { name: "Open menu" });
  await openWithKeyboard(button);
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
  await expectModalKeyboard(page, menu, button);
});

test("the phone search box: opens focused, Escape closes it and returns to its button", async ({ page }) => {
  await page.goto("/");
  await settled(page);
  const toggle = page.getByRole("button", { name: "Open search" });
  await openWithKeyboard(toggle);
  const box = page.getByRole("banner").getByRole("searchbox", { name: "Search memorials" });
  await expect(box).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(box).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open search" })).toBeFocused();
});
