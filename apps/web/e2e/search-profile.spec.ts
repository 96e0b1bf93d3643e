import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createPostViaApi, openSignedIn, signUpViaApi, unique } from "./support";

/** Searching from the top bar, the matching accounts, and profiles (own and someone else's). */

const letters = () =>
  unique("")
    .replace(/[^a-z]/gi, "")
    .slice(-6);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

async function searchFromTopBar(page: Page, text: string, phone: boolean) {
  const bar = page.getByRole("banner");
  if (phone) await bar.getByRole("button", { name: "Open search" }).click();
  const box = bar.getByRole("searchbox", { name: "Search memorials" }).last();
  await box.fill(text);
  await box.press("Enter");
}

test("a name prefix typed in the top bar finds the memorial and the matching account", async ({ page, request }, testInfo) => {
  const phone = testInfo.project.name === "phone-375";
  const surname = capital(`Ponnam${letters()}`);
  const author = await signUpViaApi(request, { firstname: "Vasuki", lastname: surname });
  const blogId = await createPostViaApi(request, author.access_token, { firstname: "Murugesu", lastname: surname });

  await page.goto("/");
  const prefix = surname.slice(0, -2).toLowerCase();
  await searchFromTopBar(page, prefix, phone);
  await expect(page).toHaveURL(new RegExp(`/search/${prefix}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Results for “${prefix}”` })).toBeVisible();

  const results = page.getByRole("tabpanel", { name: "Memorials" });
  const item = results.getByRole("article", { name: `Murugesu ${surname}` });
  await expect(item).toBeVisible();
  await expect(item.getByRole("link", { name: `Murugesu ${surname}` })).toHaveAttribute("href", `/post/${blogId}`);

  // Accounts: the 'Accounts Matched' tab on phones, the side panel 'User related to search' on wide screens.
  let accounts;
  if (phone) {
    await page.getByRole("tab", { name: "Accounts Matched" }).click();
    accounts = page.getByRole("tabpanel", { name: "Accounts Matched" });
  } else {
    await expect(page.getByRole("tab", { name: "Accounts Matched" })).toHaveCount(0);
    accounts = page.getByRole("complementary", { name: "User related to search" });
  }
  const account = accounts.getByRole("link", { name: `Vasuki ${surname} @${author.username}` });
  await expect(account).toBeVisible();
  await account.click();
  await expect(page).toHaveURL(new RegExp(`/user/${author.username}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Vasuki ${surname}` })).toBeVisible();
});

/** A Tamil-script word no other test writes: a common name's start and random syllables. */
function uniqueTamil(): string {
  const syllables = ["க", "கா", "ம", "மு", "ர", "ரா", "ல", "லி", "வ", "வே", "ன்", "த", "தி", "ப", "பொ"];
  let word = "சிவ";
  for (let i = 0; i < 5; i++) word += syllables[Math.floor(Math.random() * syllables.length)];
  return word;
}

test("a memorial given a Tamil name on the form shows it, and a Tamil prefix in the top bar finds it", async ({ page, request }, testInfo) => {
  const phone = testInfo.project.name === "phone-375";
  const tamilFirst = uniqueTamil();
  const surname = capital(`Rasiah${letters()}`);
  const author = await signUpViaApi(request);
  await openSignedIn(page, author, "/postcreate");
  await page.getByLabel("Category", { exact: true }).selectOption("Obituary");
  await page.getByLabel("First Name", { exact: true }).fill("Sivakumar");
  await page.getByLabel("Last Name", { exact: true }).fill(surname);
  await expect(page.getByLabel("First Name in Tamil", { exact: true })).toHaveAttribute("lang", "ta");
  await page.getByLabel("First Name in Tamil", { exact: true }).fill(tamilFirst);
  await page.getByLabel("Last Name in Tamil", { exact: true }).fill("இராசையா");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page).toHaveURL(/\/dashboard\/posts\?tab=draft$/);

  const auth = { authorization: `Bearer ${author.access_token}` };
  const drafts = await (await request.post("/api/user-written-posts", { headers: auth, data: { page: 1, draft: true } })).json();
  const blogId: string = drafts.blogs[0].blog_id;
  expect(drafts.blogs[0]).toMatchObject({ tamilfirstname: tamilFirst, tamillastname: "இராசையா" });
  // The rest of the memorial through the API (the form's publish walk is authoring.spec's), keeping the Tamil name.
  await createPostViaApi(request, author.access_token, { id: blogId, lastname: surname, tamilfirstname: tamilFirst, tamillastname: "இராசையா" });

  await page.goto(`/post/${blogId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Sivakumar ${surname}` })).toBeVisible();
  await expect(page.getByText(`${tamilFirst} இராசையா`, { exact: true })).toHaveAttribute("lang", "ta");

  const prefix = tamilFirst.slice(0, 6);
  await searchFromTopBar(page, prefix, phone);
  await expect(page.getByRole("heading", { level: 1, name: `Results for “${prefix}”` })).toBeVisible();
  const item = page.getByRole("tabpanel", { name: "Memorials" }).getByRole("article", { name: `Sivakumar ${surname}` });
  await expect(item).toBeVisible();
  await expect(item.getByText(`${tamilFirst} இராசையா`, { exact: true })).toHaveAttribute("lang", "ta");
  await item.getByRole("link", { name: `Sivakumar ${surname}` }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${blogId}$`));
});

test("a search with no match says so", async ({ page }, testInfo) => {
  const phone = testInfo.project.name === "phone-375";
  await page.goto(`/search/${letters()}qqxz`);
  await expect(page.getByText("No blogs published")).toBeVisible();
  if (phone) await page.getByRole("tab", { name: "Accounts Matched" }).click();
  await expect(page.getByText("No user found")).toBeVisible();
});

test("a profile shows the person and 'Blogs Published'; Edit Profile only on one's own", async ({ page, request }) => {
  const owner = await signUpViaApi(request, { firstname: "Selvi", lastname: capital(`Kandiah${letters()}`) });
  const res = await request.post("/api/update-profile", {
    headers: { authorization: `Bearer ${owner.access_token}` },
    data: {
      mobilenumber: "+14165550101",
      residence: "Canada",
      username: owner.username,
      bio: "Daughter of Jaffna, keeper of our family's stories.",
      social_links: { instagram: "", facebook: "https://www.facebook.com/selvi", x: "https://x.com/selvi" },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  await createPostViaApi(request, owner.access_token, { firstname: "Kandiah", lastname: "Murugesu" });
  await createPostViaApi(request, owner.access_token, { firstname: "Kamala", lastname: "Kandiah" }, true);

  await page.goto(`/user/${owner.username.toUpperCase()}`);
  await expect(page.getByRole("heading", { level: 1, name: owner.fullname })).toBeVisible();
  await expect(page.getByText(`@${owner.username}`, { exact: true })).toBeVisible();
  await expect(page.getByText("Blogs", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("1");
  await expect(page.getByText("Reads", { exact: true })).toBeVisible();
  await expect(page.getByText("Daughter of Jaffna, keeper of our family's stories.")).toBeVisible();
  const social = page.getByRole("list", { name: "Social links" });
  await expect(social.getByRole("link")).toHaveCount(2);
  await expect(social.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", "https://www.facebook.com/selvi");
  await expect(social.getByRole("link", { name: "X" })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByText(/^Joined on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit Profile" })).toHaveCount(0);

  const published = page.getByRole("region", { name: "Blogs Published" });
  await expect(published.getByRole("article", { name: "Kandiah Murugesu" })).toBeVisible();
  // The draft is the author's alone.
  await expect(published.getByRole("article")).toHaveCount(1);

  // Someone else signed in: still no Edit Profile.
  const other = await signUpViaApi(request);
  await openSignedIn(page, other, `/user/${owner.username}`);
  await expect(page.getByRole("heading", { level: 1, name: owner.fullname })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit Profile" })).toHaveCount(0);

  // The owner: Edit Profile leads to the settings.
  await openSignedIn(page, owner, `/user/${owner.username}`);
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL(/\/settings\/edit-profile$/);
});

test("an unknown username shows 'User not found' with a way home", async ({ page }) => {
  await page.goto(`/user/${letters()}-nobody`);
  await expect(page.getByRole("heading", { level: 1, name: "User not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});
