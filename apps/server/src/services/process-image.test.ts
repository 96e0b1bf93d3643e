import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { HttpError } from "../lib/http-errors";
import { sniffImageType } from "../storage/sniff-image-type";
import { MAX_IMAGE_PIXELS, MAX_PIXELS_PER_BYTE, processImage } from "./process-image";

/** A PNG whose header claims width x height; its pixel data is never reached. */
function pngHeader(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(head));
    return Buffer.concat([length, head, crc]);
  };
  const idat = chunk("IDAT", zlib.deflateSync(Buffer.alloc(64)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), idat, chunk("IEND", Buffer.alloc(0))]);
}

async function refusal(input: Buffer) {
  const error = await processImage(input).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  const { statusCode, message } = error as HttpError;
  return { statusCode, message };
}

describe("sniffImageType", () => {
  it("names the four accepted types by their magic numbers and nothing else", async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } });
    expect(sniffImageType(await base.clone().jpeg().toBuffer())).toBe("image/jpeg");
    expect(sniffImageType(await base.clone().png().toBuffer())).toBe("image/png");
    expect(sniffImageType(await base.clone().webp().toBuffer())).toBe("image/webp");
    expect(sniffImageType(await base.clone().gif().toBuffer())).toBe("image/gif");
    expect(sniffImageType(await base.clone().tiff().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe("processImage", () => {
  it("refuses a header claiming more than 60 megapixels before decoding it", async () => {
    expect(sniffImageType(pngHeader(8000, 8000))).toBe("image/png");
    expect(await refusal(pngHeader(8000, 8000))).toEqual({ statusCode: 400, message: MESSAGES.imageTooManyPixels });
    expect(8000 * 8000).toBeGreaterThan(MAX_IMAGE_PIXELS);
  });

  it("refuses a small file claiming a huge canvas from its header, before spending time decoding it", async () => {
    // What a visitor could send: a real 7700 x 7700 PNG of one colour, under 200 KB.
    const bomb = await sharp({ create: { width: 7700, height: 7700, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(300_000);
    expect(7700 * 7700).toBeLessThan(MAX_IMAGE_PIXELS);
    expect(await refusal(bomb)).toEqual({ statusCode: 400, message: MESSAGES.imageImplausible });
  });

  it("lets a large image through the header check when its file is the size such an image has", async () => {
    // 20 megapixels in a file of a photo's size: passes the budget, then fails to decode (the pixels are not there).
    const header = pngHeader(5000, 4000);
    const padded = Buffer.concat([header, Buffer.alloc(Math.ceil((5000 * 4000) / MAX_PIXELS_PER_BYTE))]);
    expect(await refusal(padded)).toEqual({ statusCode: 415, message: MESSAGES.fileTypeInvalid });
    expect(await refusal(header)).toEqual({ statusCode: 400, message: MESSAGES.imageImplausible });
  });

  it("refuses a truncated image and formats sharp reads but the site does not take", async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#333" } })
      .jpeg()
      .toBuffer();
    expect(await refusal(jpeg.subarray(0, 200))).toEqual({ statusCode: 415, message: MESSAGES.fileTypeInvalid });
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#333" } })
      .tiff()
      .toBuffer();
    expect(await refusal(tiff)).toEqual({ statusCode: 415, message: MESSAGES.fileTypeInvalid });
  });

  it("keeps the format, reports upright dimensions and makes three WebP widths", async () => {
    const input = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#a0a" } })
      .webp()
      .toBuffer();
    const image = await processImage(input);
    expect(image).toMatchObject({ contentType: "image/webp", width: 1600, height: 900 });
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    for (const v of image.variants) expect(await sharp(v.body).metadata()).toMatchObject({ format: "webp", width: v.width, height: (v.width * 9) / 16 });
  });
});
