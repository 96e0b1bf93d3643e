import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addDays, localToday } from "@kma/core/posts/remembrance-dates";
import { expectNoAxeViolations } from "./axe";
import { settled } from "./a11y-world";
import { createPostViaApi, signUpViaApi, unique } from "./support";

/**
 * Remembrance dates (decision 018) in the browser, on the server's real today (the server runs
 * on this machine, so its local date is the test's): a memorial whose death was 25 days ago has
 * its 31st day (அந்தியேட்டி) in 5 days, on its page and in Home's REMEMBRANCE tab.
 */

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("a memorial whose death was 25 days ago shows its 31st day coming, on its page and this week's list", async ({ page, request }) => {
  const death = addDays(localToday(), -25);
  const [year, month, day] = death.split("-").map(Number);
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const lastname = `Remembered${unique("r").replace(/\d/g, "")}`;
  const blogId = await createPostViaApi(request, author.access_token, {
    firstname: "Sivakumar",
    lastname,
    deathdate: String(day),
    deathmonth: String(month),
    deathyear: String(year),
  });
  const day31 = new Date(year!, month! - 1, day! + 30);
  const day31Text = `${WEEKDAYS[day31.getDay()]}, ${day31.getDate()} ${MONTHS[day31.getMonth()]} ${day31.getFullYear()}`;

  const errors = collectErrors(page);
  await page.goto(`/post/${blogId}`);
  await settled(page, `Sivakumar ${lastname}`);
  const dates = page.getByRole("region", { name: "Remembrance dates" });
  const first = dates.getByRole("listitem").first();
  await expect(first).toContainText("31st day remembrance");
  await expect(first.getByText("அந்தியேட்டி")).toBeVisible();
  await expect(first).toContainText(`${day31Text}In 5 days`);
  await expect(dates.getByRole("listitem").nth(1)).toContainText("1st anniversary");
  // Rendered by the server and hydrated with the same today: no mismatch reported.
  await page.getByRole("button", { name: "Share" }).first().click();
  await expect(page.getByRole("dialog", { name: "Share this memorial" })).toBeVisible();
  await page.keyboard.press("Escape");
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page, "memorial page with remembrance dates");

  await page.goto("/?tab=remembrance");
  await settled(page, "Keep Memories Alive");
  const week = page.getByRole("region", { name: "Remembrances this week" });
  const card = week.getByRole("link", { name: new RegExp(lastname) });
  await expect(card).toContainText("31st day remembrance");
  await expect(card).toContainText("In 5 days");
  await expectNoAxeViolations(page, "home, remembrances this week");

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/post/${blogId}$`));
});
