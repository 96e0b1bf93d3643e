import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeJpeg, OG_HEIGHT, OG_MAX_BYTES, OG_WIDTH } from "./render-og-card";

/** Full-frame random pixels: far over 100 KB at a good JPEG quality. */
async function noise(sigma: number) {
  const { data, info } = await sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } } })
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
