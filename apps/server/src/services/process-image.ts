import sharp, { type Metadata, type Sharp } from "sharp";
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { HttpError, badRequest } from "../lib/http-errors";
import { sniffImageType, type ImageType } from "../storage/sniff-image-type";

/** Bigger than any phone photo, small enough that decoding one cannot exhaust memory (a 10 MB PNG can claim 1 GB of pixels). */
export const MAX_IMAGE_PIXELS = 60_000_000;

/**
 * Decoding costs time per pixel (about 0.7 s for 60 megapixels here), whatever the file's size,
 * so a small file that claims a huge canvas is cheap to send and dear to check. Photos and scans
 * carry at most a few dozen pixels per byte even as PNG; above SMALL_IMAGE_PIXELS an image must
 * not claim more than this many per byte of its file. Read from the header, before decoding.
 */
export const SMALL_IMAGE_PIXELS = 16_000_000;
export const MAX_PIXELS_PER_BYTE = 64;

const SHARP_FORMAT: Record<ImageType, string> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" };

export type ProcessedImage = {
  contentType: ImageType;
  /** The stored original: same format, turned upright, every metadata block (EXIF, GPS, XMP, comments) dropped. */
  original: Buffer;
  width: number;
  height: number;
  /** WebP copies 320, 640 and 1280 px wide, never wider than the original. */
  variants: Array<{ width: ImageVariantWidth; body: Buffer }>;
};

const wrongType = () => new HttpError(415, MESSAGES.fileTypeInvalid);

function encode(pipeline: Sharp, type: ImageType): Sharp {
  switch (type) {
    case "image/jpeg":
      return pipeline.jpeg({ quality: 90 });
    case "image/png":
      return pipeline.png();
    case "image/webp":
      return pipeline.webp({ quality: 90 });
    case "image/gif":
      return pipeline.gif();
  }
}

/**
 * Accepts only real JPEG, PNG, WebP or GIF: the magic number must say so and sharp must decode
 * it as that same format (an HTML or SVG file renamed .png fails both). Re-encoding is what
 * strips the metadata: sharp writes none unless asked to. Animated GIF and WebP keep their
 * frames in the original; their variants are stills of the first frame.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const contentType = sniffImageType(input);
  if (!contentType) throw wrongType();
  const options = { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS } as const;

  let metadata: Metadata;
  try {
    metadata = await sharp(input, { ...options, limitInputPixels: false, animated: true }).metadata();
  } catch {
    throw wrongType();
  }
  if (metadata.format !== SHARP_FORMAT[contentType] || !metadata.width || !metadata.height) throw wrongType();
  const pixels = metadata.width * metadata.height;
  if (pixels > MAX_IMAGE_PIXELS) throw badRequest(MESSAGES.imageTooManyPixels);
  if (pixels > SMALL_IMAGE_PIXELS && pixels > input.length * MAX_PIXELS_PER_BYTE) throw badRequest(MESSAGES.imageImplausible);
  const animated = (metadata.pages ?? 1) > 1;

  try {
    const original = animated
      ? encode(sharp(input, { ...options, animated: true }), contentType).toBuffer({ resolveWithObject: true })
      : encode(sharp(input, options).rotate(), contentType).toBuffer({ resolveWithObject: true });
    const variants = IMAGE_VARIANT_WIDTHS.map((width) =>
      sharp(input, options).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    );
    const [{ data, info }, ...bodies] = await Promise.all([original, ...variants]);
    return {
      contentType,
      original: data,
      width: info.width,
      height: animated ? (metadata.pageHeight ?? info.height) : info.height,
      variants: IMAGE_VARIANT_WIDTHS.map((width, i) => ({ width, body: bodies[i] })),
    };
  } catch {
    // The header was fine but the pixels are not (a truncated or forged file): still not a real image.
    throw wrongType();
  }
}
