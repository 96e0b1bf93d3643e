import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { createPostViaApi, openSignedIn, signUpViaApi } from "./support";

/**
 * The account screens in Tamil at both widths: Tamil words are longer, so nothing may push the
 * page sideways, and axe stays clean. With SHOTS_DIR set, each screen is also saved as a picture.
 */

async function settle(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), "page wider than the window").toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${test.info().project.name}.png`, fullPage: true });
}

async function postId(request: APIRequestContext, blogId: string): Promise<string> {
  const res = await request.post("/api/get-post", { data: { post_id: blogId, mode: "view" } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).blog._id as string;
}

test("sign up in Tamil: the choice, then the e-mail form with a Tamil validation toast", async ({ page }) => {
  await page.goto("/signup?lang=ta");
  await expect(page.getByRole("heading", { level: 1, name: "உங்கள் கணக்கைத் தொடங்குங்கள்" })).toBeVisible();
  await settle(page, "signup-choice");
  await page.getByRole("button", { name: "மின்னஞ்சல் மூலம் தொடர்க" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "மின்னஞ்சல் மூலம் பதிவுசெய்க" })).toBeVisible();
  await page.getByRole("button", { name: "கணக்கைத் தொடங்குக" }).click();
  await expect(page.getByText("முதற் பெயரை உள்ளிடுங்கள்!")).toBeVisible();
  await settle(page, "signup-email");
});

test("the dashboard in Tamil: Manage Posts with a memorial and a draft, and a notification", async ({ page, request }) => {
  const author = await signUpViaApi(request);
  const blogId = await createPostViaApi(request, author.access_token);
  await createPostViaApi(request, author.access_token, { firstname: "Kamala", lastname: "Sivakumar" }, true);
  const visitor = await request.post("/api/add-comment", {
    data: {
      _id: await postId(request, blogId),
      commentsObj: {
        comment: "அவர் எனக்குக் கணிதம் கற்பித்தார்; ஒருபோதும் பொறுமை இழந்ததில்லை.",
        currentPlace: "Jaffna",
        email: "anbu@example.com",
        mobileNumber: "+94 77 123 4567",
        commenterFirstName: "Anbu",
        commenterLastName: "Selvam",
      },
    },
  });
  expect(visitor.ok(), await visitor.text()).toBeTruthy();

  await openSignedIn(page, author, "/dashboard/posts?lang=ta");
  await expect(page.getByRole("heading", { level: 1, name: "அறிவித்தல்களை நிர்வகித்தல்" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Sivakumar Thevarajah" })).toBeVisible();
  await settle(page, "dashboard-posts");

  await page.getByRole("tab", { name: "வரைவுகள்" }).click();
  await expect(page.getByRole("article", { name: "வரைவு 1: Kamala Sivakumar" })).toBeVisible();

  await page.goto("/dashboard/notifications");
  await expect(page.getByRole("article", { name: "Sivakumar Thevarajah அவர்களின் நினைவுச் சுவரில் Anbu Selvam இரங்கல் செய்தி எழுதினார்" })).toBeVisible();
  await settle(page, "dashboard-notifications");
});

test("the 404 in Tamil", async ({ page }) => {
  await page.goto("/no/such/page?lang=ta");
  await expect(page.getByRole("heading", { level: 1, name: /^பக்கம் கிடைக்கவில்லை/ })).toBeVisible();
  await settle(page, "not-found");
});
