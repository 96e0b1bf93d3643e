import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The accessibility bar (decision 012): zero axe-core violations of any impact under axe's
 * default rules (its WCAG 2.0, 2.1 and 2.2 A and AA rules and its best-practice rules),
 * label-in-name and WCAG 2.2's target size. Nothing is disabled or excluded: a rule that does
 * not fit gets fixed in the app, not here.
 */

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One block per rule: what is wrong, how bad, where (selector and the start of the HTML), and axe's advice. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((node) => {
          const why = node.failureSummary
            ?.split("\n")
            .slice(1)
            .map((line) => line.trim())
            .filter(Boolean)
            .join("; ");
          return `    - ${node.target.join(" ")}\n      ${node.html.replace(/\s+/g, " ").slice(0, 160)}${why ? `\n      ${why}` : ""}`;
        })
        .join("\n");
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : "";
      return `[${v.impact ?? "?"}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? "" : "s"})\n  ${v.helpUrl}\n${nodes}${more}`;
    })
    .join("\n\n");
}

/**
 * Waits until no animation is running (panels slide in, backdrops fade, a toast arrives), so
 * colours are measured as a visitor sees them. An endless one (the spinner a toast keeps behind
 * its icon) never ends, so it is not waited for: it used to hold a check until the toast had
 * left, about 5 s.
 */
export async function animationsEnded(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

type RunOptions = Parameters<AxeBuilder["options"]>[0];

const RUN_OPTIONS: RunOptions = {
  rules: {
    // Experimental in axe, so off by default, but Lighthouse runs it:
    // a control's accessible name must contain its visible text (WCAG 2.5.3, label in name).
    "label-content-name-mismatch": { enabled: true },
    // Off by default in axe: a target at least 24 px, or spaced from its neighbours (WCAG 2.2,
    // 2.5.8). The page behind an open layer is inert, so nothing half-covered is left to press
    // (decision 047).
    "target-size": { enabled: true },
  },
  // Only violations are read: describing every passing element too took a third of axe's time.
  resultTypes: ["violations"],
};

/** The axe-core that @axe-core/playwright ships (the same rules either way), as the source it injects. */
const axeSource: string = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"))("axe-core").source;

/**
 * axe's result on the page as it is now. A page without frames (every page of the site) is
 * checked by axe.run in the page itself, axe injected once per document: AxeBuilder injects it on
 * every check, then opens a blank tab, injects it there too and merges the frames' results in
 * it, about 1.3 s a check where this takes 0.4. A page with frames gets AxeBuilder's whole run
 * (decision 045).
 */
async function axeViolations(page: Page): Promise<Violation[]> {
  if (page.frames().length > 1) {
    return (await new AxeBuilder({ page }).options(RUN_OPTIONS).analyze()).violations;
  }
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function"))) await page.evaluate(axeSource);
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Violation[] }> } }).axe
        .run(document, options)
        .then((results) => results.violations),
    RUN_OPTIONS,
  );
}

/**
 * axe's result on a page that stood still while axe measured it. A toast can arrive or start
 * fading out during axe's run, after `animationsEnded` let it start; colours measured half-way
 * through that are a frame no visitor reads (a fading toast measured at a contrast of 2.25). So a
 * run that found something while a finite animation played is run again once the page is still:
 * a real violation is found twice, a frame in motion is not.
 */
async function violationsAtRest(page: Page): Promise<Violation[]> {
  const startedAt = await page.evaluate(() => Number(document.timeline.currentTime ?? 0));
  const violations = await axeViolations(page);
  if (violations.length === 0) return violations;
  const movedMeanwhile = await page.evaluate(
    (since) =>
      document.getAnimations().some((animation) => {
        if (animation.effect?.getComputedTiming().endTime === Infinity) return false;
        return animation.playState === "running" || Number(animation.startTime ?? -1) >= since;
      }),
    startedAt,
  );
  if (!movedMeanwhile) return violations;
  await animationsEnded(page);
  return axeViolations(page);
}

/**
 * Runs axe on the page once its screen has come (its main landmark and level-one heading, which
 * axe requires of every page, and no "Loading" status left) and its animations have ended, and
 * fails listing every violation. Checked the moment a navigation ends, axe can meet the shell
 * before the screen's lazy part has drawn.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  await expect(page.getByRole("main").first(), `${label}: the screen has no main landmark`).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 }).first(), `${label}: the screen has no level-one heading`).toBeAttached();
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  await animationsEnded(page);
  const violations = await violationsAtRest(page);
  expect(violations.length, `axe found ${violations.length} violation(s) on ${label}:\n\n${formatViolations(violations)}\n`).toBe(0);
}
