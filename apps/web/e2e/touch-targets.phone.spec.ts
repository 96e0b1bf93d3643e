import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { buildWorld, settled, type World } from "./a11y-world";
import { animationsEnded } from "./axe";
import { openSignedIn } from "./support";

/**
 * Touch targets on phones (run by the phone-375 project only, see playwright.config.ts): every
 * control a finger can reach on the main public pages, and in the menus and panels they open,
 * is at least 44 x 44 CSS px (WCAG 2.5.5, stricter than 2.5.8's 24 px).
 *
 * Exempt, following WCAG 2.5.8's exceptions:
 * - Inline: a link inside a sentence (its line of text sets its height).
 * - Equivalent: a target whose destination another target in the same card or dialog
 *   already offers at full size (a card's name links where its portrait does).
 * - Not a target: visually hidden controls (the skip link until focused; file inputs that
 *   their visible button opens), which no finger can touch.
 * A checkbox or radio counts together with its label, since the label takes the tap too.
 */

const MIN = 44;

type Small = { what: string; width: number; height: number };

async function smallTargets(page: Page): Promise<Small[]> {
  await animationsEnded(page);
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';
    const elements = Array.from(document.querySelectorAll<HTMLElement>(selector));
    const box = (el: HTMLElement) => {
      const rect = el.getBoundingClientRect();
      const input = el as HTMLInputElement;
      const label = (input.type === "checkbox" || input.type === "radio") && input.labels?.[0];
      if (!label) return rect;
      const other = label.getBoundingClientRect();
      const left = Math.min(rect.left, other.left);
      const top = Math.min(rect.top, other.top);
      return { width: Math.max(rect.right, other.right) - left, height: Math.max(rect.bottom, other.bottom) - top };
    };
    const visible = (el: HTMLElement) => {
      const rect = el.getBoundingClientRect();
      // Visually hidden (Tailwind's sr-only clips to nothing) is not a target.
      const clipped = getComputedStyle(el).clipPath === "inset(50%)";
      return !clipped && rect.width > 1 && rect.height > 1 && getComputedStyle(el).visibility !== "hidden" && el.checkVisibility({ opacityProperty: true });
    };
    const inline = (el: HTMLElement) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      const parent = el.parentElement;
      return !!parent && (parent.textContent ?? "").trim().length > (el.textContent ?? "").trim().length;
    };
    const large = (el: HTMLElement) => {
      const { width, height } = box(el);
      return Math.round(width) >= min && Math.round(height) >= min;
    };
    const equivalent = (el: HTMLElement) => {
      const href = el.getAttribute("href");
      const scope = el.closest("article, [role=dialog], li");
      if (!href || !scope) return false;
      return Array.from(scope.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(href)}"]`)).some((other) => other !== el && visible(other) && large(other));
    };
    const describe = (el: HTMLElement) => {
      const name = el.getAttribute("aria-label") ?? el.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) ?? "";
      const type = el.getAttribute("type");
      return `<${el.tagName.toLowerCase()}${type ? ` type=${type}` : ""}${el.getAttribute("href") ? ` href=${el.getAttribute("href")}` : ""}> "${name}"`;
    };
    return elements
      .filter((el) => visible(el) && !large(el) && !inline(el) && !equivalent(el))
      .map((el) => {
        const { width, height } = box(el);
        return { what: describe(el), width: Math.round(width), height: Math.round(height) };
      });
  }, MIN);
}

async function expectLargeTargets(page: Page, label: string) {
  const small = await smallTargets(page);
  const list = small.map((s) => `  ${s.width}x${s.height}  ${s.what}`).join("\n");
  expect(small.length, `${small.length} touch target(s) under ${MIN}x${MIN} px on ${label}:\n${list}\n`).toBe(0);
}

/**
 * One tap, one result. Lazy photos load as the page scrolls to the opener and can move it, so
 * the tap waits, as a person's would, until the photos in view have come.
 */
async function openPanel(page: Page, opener: string, name: string) {
  const link = page.getByRole("link", { name: opener });
  await link.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await link.click();
  await expect(page.getByRole("dialog", { name })).toBeVisible();
}

let world: World;
test.beforeAll(async ({ request }) => {
  world = await buildWorld(request);
});

test("the home page, its menus and a card's share popover have 44 px targets", async ({ page }) => {
  await page.goto("/");
  await settled(page);
  await expectLargeTargets(page, "home");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expectLargeTargets(page, "account menu");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Open search" }).click();
  await expectLargeTargets(page, "search box");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expectLargeTargets(page, "mobile menu");
  await page.keyboard.press("Escape");
  await page.getByRole("article", { name: "Sivakumar Thevarajah" }).first().getByRole("button", { name: "Share" }).click();
  await expectLargeTargets(page, "share popover");
});

test("the memorial page, its panels and the lightbox have 44 px targets", async ({ page }) => {
  await page.goto(`/post/${world.blogId}`);
  await settled(page);
  await expectLargeTargets(page, "memorial page");
  await openPanel(page, "Write Your Memorials", "Memory Wall");
  await expectLargeTargets(page, "memory wall panel");
  await page.keyboard.press("Escape");
  await openPanel(page, "Write a Tribute", "Tributes");
  await expectLargeTargets(page, "tributes panel");
  await page.keyboard.press("Escape");
  await page.getByRole("region", { name: "Live Moments" }).getByRole("button", { name: "Open photo 1 of 3" }).click();
  await expectLargeTargets(page, "lightbox");
});

for (const [name, path, heading] of [
  ["search", () => "/search/siva", /Results for/],
  ["profile", (w: World) => `/user/${w.author.username}`, "Priya Sivakumar"],
  ["sign in", () => "/signin", "Sign in to your account"],
  ["sign up", () => "/signup", "Create your account"],
  ["forgot password", () => "/forgotpassword", /password/i],
  ["contact", () => "/contact", "We are here to help"],
  ["404", () => "/no/such/page", /Page Not Found/],
] as const) {
  test(`${name} has 44 px targets`, async ({ page }) => {
    await page.goto(path(world));
    await settled(page, heading);
    await expectLargeTargets(page, name);
  });
}

test("signed in: the top bar, profile menu and the author's memorial page have 44 px targets", async ({ page }) => {
  await openSignedIn(page, world.author, `/post/${world.blogId}`);
  await settled(page);
  await expectLargeTargets(page, "own memorial page");
  await page.getByRole("button", { name: "Profile menu" }).click();
  await expectLargeTargets(page, "profile menu");
});
