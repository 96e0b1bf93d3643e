/** The image types this site accepts, recognised by their first bytes (never by a name or a header). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type named by the magic number at the start of `bytes`, or null for anything else (HTML, SVG, PDF...). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** How many leading bytes sniffImageType needs. */
export const SNIFF_BYTES = 12;

/** The type of a stored object by its first bytes: an image type, a PDF (generated notices), or null. */
export function sniffStoredType(bytes: Uint8Array): ImageType | "application/pdf" | null {
  return sniffImageType(bytes) ?? (startsWith(bytes, ascii("%PDF-")) ? "application/pdf" : null);
}
