import { expect, type Locator, type Page } from "@playwright/test";

/** Keyboard-only checks shared by keyboard.spec.ts and keyboard.phone.spec.ts. */

/** What has focus, in words a failure message can show. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "(body)";
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) ?? "";
    return `<${el.tagName.toLowerCase()}> ${name}`;
  });

/**
 * Presses `key` (Tab or Shift+Tab) one more time than there are controls in `container` and
 * checks that focus never leaves it and that it came round to where it started (it wraps).
 */
export async function expectFocusCyclesInside(page: Page, container: Locator, key: "Tab" | "Shift+Tab") {
  const stops = await container.evaluate(
    (el) =>
      el.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ).length,
  );
  expect(stops, "the container has controls to cycle through").toBeGreaterThan(0);
  const seen: string[] = [];
  for (let i = 0; i <= stops; i++) {
    await page.keyboard.press(key);
    const inside = await container.evaluate((el) => el.contains(document.activeElement));
    const where = await focused(page);
    expect(inside, `${key} #${i + 1} moved focus out, to ${where}`).toBe(true);
    seen.push(where);
  }
  // After one press per control plus one, some control must have had focus twice.
  expect(new Set(seen).size, `focus went through ${seen.join(" → ")}`).toBeLessThan(seen.length);
}

/** Opens by keyboard: focus the control, then Enter. */
export async function openWithKeyboard(opener: Locator) {
  await opener.focus();
  await opener.press("Enter");
}

/** Tab and Shift+Tab stay inside; Escape closes it and gives focus back to `opener`. */
export async function expectModalKeyboard(page: Page, container: Locator, opener: Locator) {
  await expectFocusCyclesInside(page, container, "Tab");
  await expectFocusCyclesInside(page, container, "Shift+Tab");
  await page.keyboard.press("Escape");
  await expect(container).toHaveCount(0);
  await expect(opener).toBeFocused();
}
