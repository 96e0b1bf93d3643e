import fs from "node:fs";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { settled } from "./a11y-world";
import { createPostViaApi, signUpViaApi, unique } from "./support";

/**
 * The printable notice and the notice image (decision 023) from the memorial page: each is a
 * download of a file drawn by the server, in the page's language.
 */

test("'Print notice' downloads the A4 PDF and 'Notice image' the JPEG, in English and in Tamil", async ({ page, request }) => {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const lastname = `Noticed${unique("n").replace(/\d/g, "")}`;
  const blogId = await createPostViaApi(request, author.access_token, {
    firstname: "Sivakumar",
    lastname,
    tamilfirstname: "சிவகுமார்",
    tamillastname: "இராசையா",
  });

  await page.goto(`/post/${blogId}`);
  await settled(page, `Sivakumar ${lastname}`);
  const actions = page.getByRole("group", { name: "Notice to print or share" });
  await expect(actions.getByRole("link", { name: "Print notice" })).toBeVisible();
  await expectNoAxeViolations(page, "memorial page with notice downloads");

  const [pdf] = await Promise.all([page.waitForEvent("download"), actions.getByRole("link", { name: "Print notice" }).click()]);
  expect(pdf.suggestedFilename()).toBe(`${blogId}-notice.pdf`);
  const pdfBytes = fs.readFileSync(await pdf.path());
  expect(pdfBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdfBytes.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

  // By keyboard: the link is reached and followed like any other.
  const imageLink = actions.getByRole("link", { name: "Notice image" });
  await imageLink.focus();
  const [image] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(image.suggestedFilename()).toBe(`${blogId}-notice.jpg`);
  const jpeg = fs.readFileSync(await image.path());
  expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(jpeg.length).toBeLessThan(300_000);

  await page.goto(`/post/${blogId}?lang=ta`);
  await settled(page, `Sivakumar ${lastname}`);
  const tamilActions = page.getByRole("group", { name: "அச்சிட அல்லது பகிர அறிவித்தல்" });
  const [tamilPdf] = await Promise.all([page.waitForEvent("download"), tamilActions.getByRole("link", { name: "அறிவித்தலை அச்சிடு" }).click()]);
  expect(tamilPdf.suggestedFilename()).toBe(`${blogId}-notice-ta.pdf`);
  expect(
    fs
      .readFileSync(await tamilPdf.path())
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");
  await expectNoAxeViolations(page, "Tamil memorial page with notice downloads");
});
