import sharp, { type Sharp } from "sharp";
import { MAX_IMAGE_PIXELS } from "./process-image";

/**
 * A memorial's portrait cut for the pictures the server draws (the share card, the notice
 * image, the notice PDF). One pipeline so they all frame the same face the same way: decoded
 * with the uploads' pixel limit, turned upright by its EXIF, cropped square around what sharp
 * finds most salient (the face, on a portrait), and read leniently: a small flaw in a stored
 * photo should not cost the picture its portrait.
 */
export function squarePortrait(input: Buffer, size: number): Sharp {
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "none" }).rotate().resize(size, size, { fit: "cover", position: sharp.strategy.attention });
}

/** The portrait as a `size` px disc on transparency (PNG); null if it cannot be read. */
export async function roundPortrait(input: Buffer, size: number): Promise<Buffer | null> {
  const r = size / 2;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><circle cx="${r}" cy="${r}" r="${r}" fill="#fff"/></svg>`,
  );
  try {
    return await squarePortrait(input, size)
      .composite([{ input: mask, blend: "dest-in" }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
