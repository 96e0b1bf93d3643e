import fs from "node:fs";
import { expect, test } from "./fixtures";
import ICAL from "ical.js";
import jsQR from "jsqr";
import sharp from "sharp";
import { expectNoAxeViolations } from "./axe";
import { settled } from "./a11y-world";
import { createPostViaApi, signUpViaApi, unique } from "./support";

/**
 * What a family takes from a memorial on the day, in the browser: 'Add to calendar'
 * downloads an .ics a calendar reads (the Jaffna time at 04:30 UTC), the address links to
 * map searches, the share panel's QR code downloads and decodes to the memorial, and printing
 * leaves the site's chrome off.
 */

/** KEEPSAKES_SHOTS=<dir> keeps screenshots and the printed PDF to look at (never asserted). */
const shots = process.env.KEEPSAKES_SHOTS;

test("a memorial's services: calendar file, directions, QR code and print", async ({ page, request, baseURL }, testInfo) => {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const lastname = `Rasiah${unique("k").replace(/\d/g, "")}`;
  const blogId = await createPostViaApi(request, author.access_token, {
    firstname: "Sivakumar",
    lastname,
    funeralservicedate: "10/02/2027",
    funeralservicestarttime: "10:00 AM",
    funeralserviceendtime: "1:00 PM",
    funeraladdress: "Kanagarathnam Hall, Nallur, Jaffna",
    funeraltimezone: "Asia/Colombo",
    virtualurl: "https://www.youtube.com/live/abc",
    events: [
      {
        eventname: "Viewing",
        eventdate: "09/02/2027",
        eventstarttime: "5:00 PM",
        eventendtime: "9:00 PM",
        eventaddress: "Chapel Ridge, Markham",
        eventtimezone: "America/Toronto",
      },
    ],
  });

  await page.goto(`/post/${blogId}`);
  await settled(page, `Sivakumar ${lastname}`);
  const funeral = page.getByRole("article", { name: "Funeral Service" });
  await expect(funeral).toContainText("10:00 AM – 1:00 PM in Jaffna");
  await expect(funeral.getByText("Livestream shared by the family")).toBeVisible();
  await expect(funeral.getByRole("link", { name: "Watch on youtube.com" })).toBeVisible();

  // Directions: plain links to map searches of the address.
  await expect(funeral.getByRole("link", { name: /on OpenStreetMap$/ })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/search?query=Kanagarathnam%20Hall%2C%20Nallur%2C%20Jaffna",
  );
  await expect(funeral.getByRole("link", { name: /on Google Maps$/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Kanagarathnam/,
  );

  // Add to calendar: the download is an .ics that ical.js reads, in Jaffna's zone.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    funeral.getByRole("link", { name: "Calendar file (.ics) for Funeral Service" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${blogId}-funeral.ics`);
  const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync((await download.path())!, "utf8")));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  expect(event.summary).toBe(`Funeral service of Sivakumar ${lastname}`);
  expect(event.startDate.zone?.tzid).toBe("Asia/Colombo");
  expect(event.startDate.toJSDate().toISOString()).toBe("2027-02-10T04:30:00.000Z");
  const allHref = await page.getByRole("link", { name: "Add every service to your calendar (.ics)" }).getAttribute("href");
  const all = await request.get(allHref ?? "");
  expect(new ICAL.Component(ICAL.parse(await all.text())).getAllSubcomponents("vevent")).toHaveLength(2);
  await expectNoAxeViolations(page, "memorial page with services");
  if (shots) await page.getByRole("region", { name: "Funeral And Memorial" }).screenshot({ path: `${shots}/services-${testInfo.project.name}.png` });

  // The QR code, from the share panel: downloaded, it decodes to the memorial's address.
  await page.getByRole("button", { name: "Share" }).first().click();
  const share = page.getByRole("dialog", { name: "Share this memorial" });
  await expect(share.getByRole("img", { name: "QR code of the link to this memorial" })).toBeVisible();
  await expectNoAxeViolations(page, "share panel with the QR code");
  if (shots) await page.screenshot({ path: `${shots}/share-${testInfo.project.name}.png` });
  const [png] = await Promise.all([page.waitForEvent("download"), share.getByRole("link", { name: "Download PNG" }).click()]);
  expect(png.suggestedFilename()).toBe(`${blogId}-qr.png`);
  const { data, info } = await sharp(fs.readFileSync((await png.path())!))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data).toBe(`${baseURL}/post/${blogId}`);
  const [svg] = await Promise.all([page.waitForEvent("download"), share.getByRole("link", { name: "Download SVG" }).click()]);
  expect(svg.suggestedFilename()).toBe(`${blogId}-qr.svg`);
  await page.keyboard.press("Escape");

  // Printed, the page keeps the memorial and leaves the site's chrome off.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: `Sivakumar ${lastname}` })).toBeVisible();
  await expect(funeral).toBeVisible();
  for (const chrome of [
    page.getByRole("banner"),
    page.getByRole("contentinfo"),
    page.getByRole("navigation", { name: /memorial/i }),
    page.getByRole("button", { name: "Share" }).first(),
  ]) {
    await expect(chrome).toBeHidden();
  }
  await expect(funeral.getByRole("link", { name: /Calendar file/ })).toBeHidden();
  await expect(page.locator("body")).toHaveCSS("font-family", /Serif/);
  if (shots) await page.pdf({ path: `${shots}/print-${testInfo.project.name}.pdf`, format: "A4", printBackground: true });
  await page.emulateMedia({ media: "screen" });
});
