import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { portraitImage } from "../db/demo-images";
import { seededRandom } from "../db/demo-data";
import { encodeJpeg, OG_HEIGHT, OG_MAX_BYTES, OG_WIDTH, renderMemorialCard } from "./render-og-card";

/** Full-frame random pixels: far over 100 KB at a good JPEG quality. */
async function noise(sigma: number) {
  const { data, info } = await sharp({
    create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

describe("encodeJpeg", () => {
  it("lowers the quality until the card is under 100 KB", async () => {
    const { data, raw } = await noise(40);
    const atGoodQuality = await sharp(data, { raw }).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
    expect(atGoodQuality.length).toBeGreaterThan(OG_MAX_BYTES);
    const jpeg = await encodeJpeg(data, raw);
    expect(jpeg.length).toBeLessThan(OG_MAX_BYTES);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: OG_WIDTH, height: OG_HEIGHT });
  });

  it("softens a picture too detailed for the lowest quality rather than going over", async () => {
    const { data, raw } = await noise(90);
    const atLowestQuality = await sharp(data, { raw }).jpeg({ quality: 28, mozjpeg: true }).toBuffer();
    expect(atLowestQuality.length).toBeGreaterThan(OG_MAX_BYTES);
    expect((await encodeJpeg(data, raw)).length).toBeLessThan(OG_MAX_BYTES);
  });

  it("keeps the first quality when it already fits", async () => {
    const { data, raw } = await noise(2);
    const jpeg = await encodeJpeg(data, raw);
    const atFirst = await sharp(data, { raw }).jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: "4:2:0" }).toBuffer();
    expect(jpeg.equals(atFirst)).toBe(true);
  });
});

/**
 * The text column of a card (label, name, years), ink (white) or not, one byte a pixel. The reference was drawn with the
 * shipped fonts and looked at: every Tamil letter and vowel sign whole, the Latin in Noto Serif.
 * After an intended change to the card's layout, redraw it with
 * UPDATE_CARD_REFERENCE=1 npx vitest run src/services/render-og-card, and look at it again.
 */
const TEXT_COLUMN = { left: 480, top: 40, width: 680, height: 440 };
const REFERENCE = path.join(import.meta.dirname, "__fixtures__", "tamil-name-card-text.png");

async function textColumn(card: Buffer) {
  return sharp(card).extract(TEXT_COLUMN).greyscale().threshold(128).raw().toBuffer();
}

describe("renderMemorialCard", () => {
  it("draws a Tamil-only name with a Tamil font: every glyph, no boxes, also after a demo portrait's initials were drawn", async () => {
    // Fontconfig is set up once a process, by the first text drawn: the demo seed's portraits, in
    // a test run, could come first.
    await portraitImage("SK", seededRandom(1));
    // Vowel signs above, below and around (சி கூ ஞா பி ளை), and a conjunct (க்ஷ).
    const card = await renderMemorialCard({
      name: "சிவஞானம் கூத்தபிள்ளை லக்ஷ்மி",
      years: "1938 – 2024",
      portrait: null,
      backdrop: null,
      siteName: "Keep Memories Alive",
      siteHost: "keepmemoriesalive.org",
    });
    expect(await sharp(card).metadata()).toMatchObject({ format: "jpeg", width: OG_WIDTH, height: OG_HEIGHT });
    expect(card.length).toBeLessThan(OG_MAX_BYTES);

    const drawn = await textColumn(card);
    if (process.env.UPDATE_CARD_REFERENCE) {
      fs.mkdirSync(path.dirname(REFERENCE), { recursive: true });
      await sharp(drawn, { raw: { width: TEXT_COLUMN.width, height: TEXT_COLUMN.height, channels: 1 } })
        .png({ palette: true, colours: 2 })
        .toFile(REFERENCE);
    }
    const reference = await sharp(REFERENCE).greyscale().threshold(128).raw().toBuffer();
    expect(drawn.length).toBe(reference.length);
    // A missing glyph is drawn as a box with its code in hex: one box in the name changes
    // hundreds of pixels; JPEG noise flips a few at the edges of letters.
    let changed = 0;
    for (let i = 0; i < drawn.length; i++) if (drawn[i] !== reference[i]) changed++;
    expect(changed).toBeLessThan(100);
  });

  /** Light pixels in the text column (right of the portrait, above the footer): the ink of the name lines. */
  async function inkInTextColumn(jpeg: Buffer) {
    const { data } = await sharp(jpeg).extract({ left: 500, top: 60, width: 640, height: 440 }).greyscale().raw().toBuffer({ resolveWithObject: true });
    return data.reduce((n, v) => n + (v > 200 ? 1 : 0), 0);
  }
  const card = { name: "Sivakumar Rasiah", years: "1950 – 2024", portrait: null, backdrop: null, siteName: "Keep Memories Alive", siteHost: "example.org" };

  it("draws the Tamil-script name as one more line of text, under 100 KB", async () => {
    const plain = await renderMemorialCard(card);
    const withTamil = await renderMemorialCard({ ...card, tamilName: "சிவகுமார் இராசையா" });
    expect(withTamil.length).toBeLessThan(OG_MAX_BYTES);
    expect(await sharp(withTamil).metadata()).toMatchObject({ width: OG_WIDTH, height: OG_HEIGHT });
    expect(await inkInTextColumn(withTamil)).toBeGreaterThan((await inkInTextColumn(plain)) + 500);
    expect((await renderMemorialCard({ ...card, tamilName: "  " })).equals(plain)).toBe(true);
  });
});
