import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { unzipSync } from "fflate";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { settled } from "./a11y-world";
import { createPostViaApi, openSignedIn, signUpViaApi, unique, uploadViaApi } from "./support";

/**
 * The family's own copy (decision 029): a keeper downloads it from the keepers panel,
 * and its index.html, unzipped, opens from file:// with the browser offline: the memorial, a
 * message, a tribute and the photos, nothing fetched from anywhere, and nothing axe objects to.
 */

test("a keeper downloads the family's copy, and its index.html opens offline from the unzipped folder", async ({ page, request, context }) => {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const lastname = `Copied${unique("c").replace(/\d/g, "")}`;
  const blogId = await createPostViaApi(request, author.access_token, {
    firstname: "Sivakumar",
    lastname,
    tamilfirstname: "சிவகுமார்",
    tamillastname: "இராசையா",
  });
  const { blog } = await (await request.post("/api/get-post", { data: { post_id: blogId } })).json();
  const auth = { authorization: `Bearer ${author.access_token}` };
  const wrote = await request.post("/api/add-comment", {
    data: {
      _id: blog._id,
      commentsObj: {
        comment: "He taught me to swim at Casuarina beach.",
        commenterFirstName: "Meena",
        commenterLastName: "Rajan",
        email: "meena@example.com",
        mobileNumber: "+44 7700 900999",
        currentPlace: "London",
      },
    },
  });
  expect(wrote.ok(), await wrote.text()).toBeTruthy();
  const tributed = await request.post("/api/add-tribute", {
    data: {
      _id: blog._id,
      tributesObj: {
        tribute: "A gentle teacher, never forgotten.",
        tributerFirstName: "Kumar",
        tributerLastName: "Bala",
        email: "kumar@example.com",
        mobileNumber: "+94 77 765 4321",
        currentPlace: "Colombo",
      },
    },
  });
  expect(tributed.ok(), await tributed.text()).toBeTruthy();
  const albumPhoto = await uploadViaApi(request, author.access_token);
  const added = await request.post("/api/add-memorial-images", { headers: auth, data: { _id: blog._id, memorialImageUploaded: [albumPhoto] } });
  expect(added.ok(), await added.text()).toBeTruthy();

  await openSignedIn(page, author, `/dashboard/keepers/${blogId}`);
  await settled(page, `Keepers of the memorial of Sivakumar ${lastname}`);
  const button = page.getByRole("button", { name: "Download the family's copy" });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page, "keepers panel with the family's copy");
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toBe(`${blogId}-family-copy.zip`);
  await expect(page.getByText("The family's copy is downloaded")).toBeVisible();

  // Unzipped as a family would, into a folder of their own.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kma-family-copy-"));
  try {
    const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    for (const [name, bytes] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
      fs.writeFileSync(path.join(folder, name), bytes);
    }
    expect(Object.keys(files).filter((name) => name.startsWith("photos/"))).toHaveLength(3);

    // A page of its own: the app's pages wait for the app to take over, and this one has no app.
    await context.setOffline(true);
    const copy = await context.newPage();
    const fetched: string[] = [];
    copy.on("request", (req) => {
      if (!req.url().startsWith("file://")) fetched.push(req.url());
    });
    await copy.goto(pathToFileURL(path.join(folder, "index.html")).href);
    await expect(copy.getByRole("heading", { level: 1, name: `Sivakumar ${lastname}` })).toBeVisible();
    await expect(copy.getByText("சிவகுமார் இராசையா")).toBeVisible();
    await expect(copy.getByText("He taught me to swim at Casuarina beach.")).toBeVisible();
    await expect(copy.getByText("A gentle teacher, never forgotten.")).toBeVisible();
    await expect(copy.getByText("+94 77 765 4321")).toHaveCount(0);

    const portrait = copy.getByRole("img", { name: `Portrait of Sivakumar ${lastname}` });
    await expect(portrait).toBeVisible();
    const images = copy.locator("img");
    await expect(images).toHaveCount(3); // the portrait, the family's photo and the one added to the album
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
    expect(fetched).toEqual([]);
    await expectNoAxeViolations(copy, "the family's copy, opened offline");
  } finally {
    await context.setOffline(false).catch(() => {});
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test("the keepers panel's family copy reads in Tamil", async ({ page, request }) => {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const blogId = await createPostViaApi(request, author.access_token);
  await openSignedIn(page, author, `/dashboard/keepers/${blogId}?lang=ta`);
  const button = page.getByRole("button", { name: "குடும்பப் பிரதியைப் பதிவிறக்குக" });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page, "Tamil keepers panel with the family's copy");
});
