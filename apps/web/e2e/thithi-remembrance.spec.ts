import { expect, test } from "./fixtures";
import { addDays, dayParts, localToday } from "@kma/core/posts/remembrance-dates";
import { thithiDaysOf } from "@kma/core/posts/tamil-calendar/thithi-days";
import { expectNoAxeViolations } from "./axe";
import { settled } from "./a11y-world";
import { createPostViaApi, openSignedIn, postFields, signUpViaApi, unique } from "./support";

/**
 * The yearly remembrance by the Tamil calendar (decision 035) end to end: a keeper chooses the
 * thithi in the memorial form, holds the ceremony in Toronto and gives the date their priest set
 * for the coming year; the memorial page then lists the next ten thithi days, that year's marked
 * as the family's. The days are checked against core's own reckoning on the server's today.
 */

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const spelled = (day: string) => {
  const { year, month, day: d } = dayParts(day);
  return `${WEEKDAYS[new Date(year, month - 1, d).getDay()]}, ${d} ${MONTHS[month - 1]} ${year}`;
};

test("a keeper keeps the thithi at Toronto with their priest's date for a year, and the memorial page lists the next ten", async ({ page, request }) => {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const lastname = `Thithi${unique("t").replace(/\d/g, "")}`;
  const blogId = await createPostViaApi(request, author.access_token, { lastname });
  const today = localToday();
  const expected = thithiDaysOf(postFields(), { observe: "thithi", ceremonyplace: "toronto" }, today)!.days.filter((day) => day.date >= today);
  const coming = expected[0]!;
  const priests = addDays(coming.date, 1);

  await openSignedIn(page, author, `/postcreate/${blogId}`);
  await settled(page, "Edit memorial");
  const section = page.getByRole("region", { name: "Yearly remembrance" });
  await expect(section.getByRole("radio", { name: "The Gregorian anniversary" })).toBeChecked();
  await section.getByRole("radio", { name: "The Tamil thithi (திதி)" }).check();
  await section.getByLabel("Where the ceremony is held").selectOption("toronto");
  await expect(section.getByLabel("Where they passed away (optional)")).toHaveValue("");

  const years = section.getByRole("region", { name: "The next 10 yearly thithi days" });
  await expect(years.getByRole("listitem")).toHaveCount(10);
  const first = years.getByRole("listitem").first();
  await expect(first.getByRole("group", { name: spelled(coming.date) })).toBeVisible();
  await first.getByRole("checkbox", { name: "Our priest set another date" }).check();
  const theirs = first.getByLabel("Their date");
  await expect(theirs).toHaveValue(coming.date);
  await theirs.fill(`${coming.year + 2}-01-15`);
  await expect(first.getByText(`Please choose a date in ${coming.year}.`)).toBeVisible();
  await theirs.fill(priests);
  await expect(first.getByText(`Please choose a date in ${coming.year}.`)).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, "memorial form, yearly remembrance by the thithi");

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();

  // Rendered by the server with its days and hydrated with the same: nothing reported.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  await page.goto(`/post/${blogId}`);
  await settled(page, `Sivakumar ${lastname}`);
  const dates = page.getByRole("region", { name: "Remembrance dates" });
  await expect(dates).toContainText("Thai 21 · Navami, Theypirai (waning moon) · Visakam nakshatra");
  await expect(dates).toContainText("By sunrise and sunset in Toronto");
  const list = dates.getByRole("list", { name: "The next ten years" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const next = list.getByRole("listitem").first();
  await expect(next).toContainText(spelled(priests));
  await expect(next).toContainText("Date set by the family");
  await expect(list.getByRole("listitem").nth(1)).toContainText(spelled(expected[1]!.date));
  await expect(list.getByText("Date set by the family")).toHaveCount(1);
  // The anniversary gives way to the thithi the family chose.
  await expect(dates).not.toContainText("anniversary");
  expect(errors).toEqual([]);
  await list.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, "memorial page, the next ten thithi days");
});
