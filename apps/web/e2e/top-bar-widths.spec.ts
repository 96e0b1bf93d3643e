import { expect, test } from "./fixtures";

/**
 * Between phone and desktop (a tablet, a narrow window) the top bar keeps every control on the
 * screen: the search box opens from its icon below 1024 px, as on a phone, and is in the bar
 * from there up. It used to run 156 px off a 768 px screen, hiding Create and the account menu.
 */
for (const width of [768, 900, 1024]) {
  test(`the top bar fits a ${width} px screen, with no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const bar = page.getByRole("banner");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    for (const control of [
      bar.getByRole("link", { name: "Create" }),
      bar.getByRole("button", { name: /account menu/i }),
      bar.getByRole("link", { name: "Contact" }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    if (width < 1024) {
      await bar.getByRole("button", { name: "Open search" }).click();
      await expect(page.getByRole("searchbox")).toBeVisible();
    } else {
      await expect(bar.getByRole("searchbox")).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole("button", { name: "Open search" })).toBeHidden();
    }
  });
}
