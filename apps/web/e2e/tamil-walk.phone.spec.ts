import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { en } from "../../../packages/core/src/i18n/catalogs/en/index";
import { ta } from "../../../packages/core/src/i18n/catalogs/ta/index";
import { imageFile, PASSWORD, unique } from "./support";

/**
 * A Tamil-speaking visitor on a phone switches the site to Tamil, then signs up,
 * writes and publishes a memorial, leaves a message on its wall and finds it by a Tamil
 * prefix, meeting every label and toast in Tamil. Labels are looked up in the catalogs by their
 * English, so the walk follows the screens' texts wherever they are worded.
 */
type Area = "auth" | "common" | "posts" | "memorial" | "messages" | "search" | "names";

function say(area: Area, english: string): string {
  const key = (Object.keys(en) as Array<keyof typeof en>).find((candidate) => candidate.startsWith(`${area}.`) && en[candidate] === english);
  if (!key) throw new Error(`No ${area} text reads "${english}" in English`);
  return ta[key];
}

/** A label read as its parts ("Birth" + "Day" is read "பிறப்பு நாள்"), each part a catalog text. */
const label = (area: Area, english: string | string[]) => (Array.isArray(english) ? english : [english]).map((part) => say(area, part)).join(" ");

async function fill(page: Page, area: Area, fields: Array<[label: string | string[], value: string]>) {
  for (const [english, value] of fields) await page.getByLabel(label(area, english), { exact: true }).fill(value);
}

test("switch to Tamil, sign up, publish a memorial, leave a message on its wall, find it by a Tamil prefix", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "தமிழ்" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");

  // Sign up, from the account menu, in Tamil.
  await page.getByRole("button", { name: say("common", "Account menu") }).click();
  await page.getByRole("link", { name: say("common", "Sign Up") }).click();
  await page.getByRole("button", { name: say("auth", "Continue with email") }).click();
  await page.getByRole("button", { name: say("auth", "Create Account") }).click();
  await expect(page.getByText(ta["messages.firstNameRequired"])).toBeVisible();
  await fill(page, "auth", [
    ["First Name", "Tharshini"],
    ["Last Name", "Nadarajah"],
    ["Email Address", `${unique("tamil")}@example.com`],
  ]);
  await page.getByLabel(say("auth", "Password"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: say("auth", "Create Account") }).click();
  await expect(page).toHaveURL(/\/settings\/edit-profile$/);
  // The choice survived sign-in and a reload.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");

  // Write the memorial: everything publishing asks for.
  await page.goto("/postcreate");
  await page.getByLabel(say("posts", "Category"), { exact: true }).selectOption("Obituary");
  await page.getByLabel(say("posts", "Gender"), { exact: true }).selectOption("Male");
  await fill(page, "posts", [
    ["First Name", "Sivakumar"],
    ["Last Name", "Thevarajah"],
    [["Birth", "Day"], "12"],
    [["Birth", "Month"], "4"],
    [["Birth", "Year"], "1948"],
    [["Death", "Day"], "3"],
    [["Death", "Month"], "2"],
    [["Death", "Year"], "2024"],
    [["Birth", "Place"], "Nallur"],
    [["Birth", "City"], "Jaffna"],
    [["Birth", "Country"], "Sri Lanka"],
    [["Death", "Place"], "Scarborough"],
    [["Death", "City"], "Toronto"],
    [["Death", "Country"], "Canada"],
  ]);
  await fill(page, "names", [
    ["First Name in Tamil", "சிவகுமார்"],
    ["Last Name in Tamil", "தேவராஜா"],
  ]);
  await page.getByLabel(say("posts", "Portrait image")).setInputFiles(await imageFile("tamil-portrait.jpg", "#b7a99a"));
  await expect(page.getByText(ta["messages.uploadedSuccessfully"])).toBeVisible();
  await fill(page, "posts", [
    ["High School", "Jaffna Hindu College"],
    ["University", "University of Peradeniya"],
    ["Career and achievements", "Mathematics teacher for thirty years"],
    [["Funeral", "Date"], "10/02/2024"],
    [["Funeral", "Start Time"], "10:00 AM"],
    [["Funeral", "End Time"], "1:00 PM"],
    [["Funeral", "Address"], "Chapel Ridge Funeral Home, Markham"],
    ["Story", "அவர் எங்களுக்குப் பொறுமையைக் கற்பித்தார்."],
  ]);
  // The backgrounds are a radio group of pictures (the inputs themselves are visually hidden).
  await page.getByRole("radio", { name: ta["posts.background"].replace("{id}", "2") }).focus();
  await page.keyboard.press("Space");
  await page.getByLabel(say("posts", "Memorial photos")).setInputFiles([await imageFile("tamil-album-1.jpg", "#8a9bb0")]);
  await fill(page, "posts", [
    ["Your Name", "Tharshini Nadarajah"],
    ["Your Relationship", "Daughter"],
    ["Your Mobile Number", "+1 416 555 0101"],
    ["Your Email", "tharshini@example.com"],
  ]);
  await page.getByRole("button", { name: say("posts", "Publish") }).click();
  await expect(page.getByText(ta["messages.published"], { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/posts$/);

  // Its page, in Tamil, with the Tamil name; a message on the wall, with Tamil toasts.
  await page.getByRole("article", { name: "Sivakumar Thevarajah" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/post\/sivakumar-thevarajah-/);
  await expect(page.getByText("சிவகுமார் தேவராஜா").first()).toBeVisible();
  await page.getByRole("link", { name: say("memorial", "Write Your Memorials") }).click();
  const panel = page.getByRole("dialog", { name: say("memorial", "Memory Wall") });
  const post = panel.getByRole("button", { name: say("memorial", "Post Memorial") });
  await post.click();
  await expect(page.getByText(ta["messages.commentRequired"])).toBeVisible();
  await panel.getByLabel(say("memorial", "Your memorial")).fill("அவர் எனக்குக் கணிதம் கற்பித்தார்.");
  await post.click();
  await expect(page.getByText(ta["messages.memorialAdded"])).toBeVisible();
  await expect(page.getByText("அவர் எனக்குக் கணிதம் கற்பித்தார்.")).toBeVisible();

  // Found by the first letters of the Tamil name.
  await page.goto(`/search/${encodeURIComponent("சிவகு")}`);
  await expect(page.getByRole("article", { name: "Sivakumar Thevarajah" })).toBeVisible();
});
