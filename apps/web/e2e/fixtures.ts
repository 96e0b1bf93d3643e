import { test as base, expect, type Page } from "@playwright/test";
import { appReady } from "./support";

/**
 * Every browser test's page waits, after `goto` and `reload` of an HTML page, until the app has
 * taken over the server-rendered HTML (main.tsx marks it). Until then a click lands on plain
 * HTML and does nothing, which made tests that click at once flaky on a loaded machine.
 */
export function waitForAppOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async <R extends Awaited<ReturnType<Page["goto"]>>>(response: R) => {
    const type = response?.headers()["content-type"] ?? "";
    if (type.includes("text/html")) await appReady(page);
    return response;
  };
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
  return page;
}

export const test = base.extend({
  // Playwright's fixture callback is conventionally named `use`; it is not a React hook.
  page: async ({ page }, provide) => {
    await provide(waitForAppOnNavigation(page));
  },
});

export { expect };
