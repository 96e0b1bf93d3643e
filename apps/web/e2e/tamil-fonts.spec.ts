import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { addDays, localToday } from "@kma/core/posts/remembrance-dates";
import { expect, test, waitForAppOnNavigation } from "./fixtures";
import { createPostViaApi, signUpViaApi } from "./support";

/** The self-hosted Tamil fonts (decision 019): fetched for pages that show Tamil, never for others. */

/** The font files the page asks for while it loads and settles. */
function fontRequests(page: Page): string[] {
  const files: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") files.push(new URL(request.url()).pathname);
  });
  return files;
}

test("an English memorial downloads no font file", async ({ page, request }) => {
  const author = await signUpViaApi(request);
  const blogId = await createPostViaApi(request, author.access_token, { firstname: "Margaret", lastname: "Fernando" });
  const fonts = fontRequests(page);
  await page.goto(`/post/${blogId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Margaret Fernando" })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  expect(fonts).toEqual([]);
});

test("a Tamil name is drawn with the Tamil fonts, and a long one stays inside the screen", async ({ page, request }) => {
  const author = await signUpViaApi(request);
  // One long word: a compound name wider than a phone.
  const blogId = await createPostViaApi(request, author.access_token, { firstname: "சிவஞானம்", lastname: "கூத்தபிள்ளைஞானசேகரம்", birthcity: "யாழ்ப்பாணம்" });
  const fonts = fontRequests(page);
  await page.goto(`/post/${blogId}`);
  await expect(page.getByRole("heading", { level: 1, name: "சிவஞானம் கூத்தபிள்ளைஞானசேகரம்" })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");

  // The heading's serif and the body's sans, regular weight, each once.
  expect(fonts.sort()).toEqual([
    expect.stringMatching(/^\/assets\/noto-sans-tamil-tamil-400-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/noto-serif-tamil-tamil-400-normal-[\w-]+\.woff2$/),
  ]);
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "loaded")
      .map((face) => `${face.family} ${face.weight}`)
      .sort(),
  );
  // The Tamil words every English page has (the language switch, the Tamil names of remembrance
  // days) are drawn with this machine's own Noto Sans Tamil: "Device Tamil" faces, loaded without a request.
  expect(loaded.filter((face) => !face.startsWith("Device Tamil "))).toEqual(["Noto Sans Tamil 400", "Noto Serif Tamil 400"]);

  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

/**
 * A computer with no Tamil font of its own (a fresh Windows 7, a Linux box without Noto): every
 * Tamil letter the site shows must still be drawn, with the site's own Tamil faces. The browser
 * gets a fontconfig that knows DejaVu and Liberation only (neither has a Tamil letter); the test
 * asks Chromium, through the DevTools protocol, which fonts drew the text of every element whose
 * text has a Tamil letter.
 */
test.describe("on a computer without a Tamil font", () => {
  const TAMIL = /[\u0B80-\u0BFF]/;
  const TAMIL_FACE = /Tamil/;
  let browser: Browser;
  let fontDir: string;

  test.beforeAll(async () => {
    fontDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-no-tamil-"));
    const dirs = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/liberation"].filter((dir) => fs.existsSync(dir));
    fs.writeFileSync(
      path.join(fontDir, "fonts.conf"),
      `<?xml version="1.0"?>\n<fontconfig>\n${dirs.map((dir) => `  <dir>${dir}</dir>`).join("\n")}\n  <cachedir>${fontDir}/cache</cachedir>\n</fontconfig>\n`,
    );
    const { launchOptions } = test.info().project.use;
    browser = await chromium.launch({ ...launchOptions, env: { ...process.env, FONTCONFIG_FILE: path.join(fontDir, "fonts.conf") } });
  });
  test.afterAll(async () => {
    await browser?.close();
    fs.rmSync(fontDir, { recursive: true, force: true });
  });

  /** A page of that browser, at the project's width, that waits for the app like the fixture's. */
  async function openPage(): Promise<Page> {
    const { viewport, baseURL } = test.info().project.use;
    // The check below adds a stylesheet that draws every section, wherever the page is scrolled.
    const context = await browser.newContext({ viewport, baseURL, bypassCSP: true });
    return waitForAppOnNavigation(await context.newPage());
  }

  type Drawn = { element: string; text: string; fonts: Array<{ familyName: string; glyphCount: number }> };

  /**
   * Every element with a Tamil letter in its own text, and the fonts that drew its text. Before
   * asking, every section is drawn (those the browser skips while off-screen, with
   * `content-visibility: auto`, too) and every text is set on one line: where a line breaks,
   * the browser shapes the text on either side again and the protocol counts those glyphs twice.
   */
  async function tamilTextFonts(page: Page, attempt = 1): Promise<Drawn[]> {
    await page.addStyleTag({
      content:
        "*, *::before, *::after { content-visibility: visible !important; white-space: nowrap !important; text-overflow: clip !important; -webkit-line-clamp: none !important; }",
    });
    await page.evaluate(async () => {
      void document.body.offsetHeight;
      await document.fonts.ready;
      await new Promise(requestAnimationFrame);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    type Node = typeof root;
    const parents = new Map<number, { node: Node }>();
    const NOT_DRAWN = new Set(["HEAD", "SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "TITLE"]);
    const visit = (node: Node, parent: Node | null) => {
      if (NOT_DRAWN.has(node.nodeName)) return;
      if (node.nodeType === 3 && parent && TAMIL.test(node.nodeValue)) parents.set(parent.nodeId, { node: parent });
      for (const child of node.children ?? []) visit(child, node);
    };
    visit(root, null);

    const drawn: Drawn[] = [];
    for (const { node } of parents.values()) {
      // An element the app has replaced since the snapshot (a second render after hydration): asked again below.
      const resolved = await cdp.send("DOM.resolveNode", { nodeId: node.nodeId }).catch(() => null);
      if (!resolved) {
        await cdp.detach();
        if (attempt >= 3) throw new Error("the page kept changing while its fonts were read");
        return tamilTextFonts(page, attempt + 1);
      }
      const { object } = resolved;
      // The fonts the protocol names are those of the element's whole text, its children's too.
      const { result } = await cdp.send("Runtime.callFunctionOn", {
        objectId: object.objectId!,
        functionDeclaration: "function () { return this.getClientRects().length > 0 ? [this.outerHTML.slice(0, 160), this.textContent] : null; }",
        returnByValue: true,
      });
      // Not drawn at all (a closed menu, a dialog not open): nothing to look at.
      if (result.value === null) continue;
      const [element, text] = result.value as [string, string];
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: node.nodeId });
      drawn.push({ element, text: text.replace(/\s+/g, " "), fonts: fonts.map(({ familyName, glyphCount }) => ({ familyName, glyphCount })) });
    }
    await cdp.detach();
    return drawn;
  }

  /**
   * Each such element is drawn with a Tamil face, and no Tamil letter went to another font: the
   * other fonts drew at most as many glyphs as the text has other characters (a Tamil letter
   * without a font is drawn as an empty box by the first font of the stack, and counted there).
   */
  function expectAllTamil(drawn: Drawn[]) {
    expect(drawn.length).toBeGreaterThan(0);
    const wrong = drawn.filter(({ text, fonts }) => {
      const others = [...text.replace(/[\u0B80-\u0BFF]/g, "")].length;
      const otherGlyphs = fonts.filter((font) => !TAMIL_FACE.test(font.familyName)).reduce((sum, font) => sum + font.glyphCount, 0);
      return !fonts.some((font) => TAMIL_FACE.test(font.familyName)) || otherGlyphs > others;
    });
    // Soft: every page of a test is looked at, and each reports what it drew wrong.
    expect.soft(wrong, JSON.stringify(wrong, null, 2)).toEqual([]);
  }

  test("the browser itself has no Tamil font: a Tamil word set in its fonts alone is boxes", async () => {
    const page = await openPage();
    await page.setContent(`<p style="font-family: sans-serif">தமிழ்</p><p style="font-family: serif">தமிழ்</p>`);
    const drawn = await tamilTextFonts(page);
    expect(drawn).toHaveLength(2);
    for (const { fonts } of drawn) expect(fonts.map((font) => font.familyName)).not.toContainEqual(expect.stringMatching(TAMIL_FACE));
    await page.context().close();
  });

  test("the language switch's தமிழ் on an English page", async ({ request }) => {
    const author = await signUpViaApi(request);
    const blogId = await createPostViaApi(request, author.access_token, {
      firstname: "Margaret",
      lastname: "Fernando",
      remembrancecalendar: { observe: "both", ceremonyplace: "jaffna" },
    });
    const page = await openPage();
    await page.goto(`/post/${blogId}?lang=en`);
    await expect(page.getByRole("heading", { level: 1, name: "Margaret Fernando" })).toBeVisible();
    if (test.info().project.name === "phone-375") await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "தமிழ்" })).toBeVisible();
    const drawn = await tamilTextFonts(page);
    expect(drawn.map(({ text }) => text.trim())).toContain("தமிழ்");
    expectAllTamil(drawn);
    await page.context().close();
  });

  test("Home, a memorial, a search and sign-in in Tamil", async ({ request }) => {
    const author = await signUpViaApi(request);
    const death = addDays(localToday(), -25);
    const [year, month, day] = death.split("-");
    const blogId = await createPostViaApi(request, author.access_token, {
      firstname: "சிவஞானம்",
      lastname: "கந்தசாமி",
      birthplace: "நல்லூர்",
      birthcity: "யாழ்ப்பாணம்",
      deathcity: "யாழ்ப்பாணம்",
      deathdate: String(Number(day)),
      deathmonth: String(Number(month)),
      deathyear: year,
      remembrancecalendar: { observe: "both", ceremonyplace: "jaffna" },
    });
    const page = await openPage();
    for (const [url, heading] of [
      ["/?lang=ta", null],
      [`/post/${blogId}?lang=ta`, "சிவஞானம் கந்தசாமி"],
      ["/search/சிவஞானம்?lang=ta", null],
      ["/signin?lang=ta", null],
    ] as const) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      else await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await test.step(url, async () => expectAllTamil(await tamilTextFonts(page)));
    }
    await page.context().close();
  });
});
