import sharp, { type CreateText, type OverlayOptions, type Raw } from "sharp";
import { CARD_FONT_FAMILY, configureCardFonts } from "../lib/card-fonts";
import { escapeHtml } from "../lib/escape-html";
import { initialsOf } from "../lib/avatar";
import { MAX_IMAGE_PIXELS } from "./process-image";
import { roundPortrait } from "./round-portrait";

/**
 * Open Graph cards: 1200x630 JPEGs under 100 KB, as WhatsApp, Facebook, Viber and X want them.
 * Text is drawn by sharp's own Pango and librsvg with the fonts shipped in lib/card-fonts (Latin
 * and Tamil), never the machine's; a script with no font there shows as boxes but never fails the card.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** WhatsApp drops previews whose image is much over 100 KB (300 KB at most); stay under it. */
export const OG_MAX_BYTES = 100_000;
const QUALITIES = [84, 76, 68, 60, 52, 44, 36, 28];

const SERIF = CARD_FONT_FAMILY;
const PORTRAIT = { size: 340, centreX: 270, centreY: 315 };
const TEXT = { left: 500, width: 640 };
const decodeOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "none" } as const;

export type MemorialCard = {
  name: string;
  /** The name in Tamil script, drawn smaller under the name; "" or absent when there is none. */
  tamilName?: string;
  /** "1950 – 2024", or "". */
  years: string;
  portrait: Buffer | null;
  backdrop: Buffer | null;
  siteName: string;
  /** The site's host, shown small in a corner ("keepmemoriesalive.org"). */
  siteHost: string;
};

export type SiteCard = { siteName: string; tagline: string; siteHost: string; backdrop: Buffer | null };

type Layer = OverlayOptions;

/** The background softened and darkened so white text reads on any photo; a plain dusk tone without one. */
async function backdrop(input: Buffer | null, brightness: number): Promise<Buffer> {
  if (input) {
    try {
      return await sharp(input, decodeOptions)
        .rotate()
        .resize(OG_WIDTH, OG_HEIGHT, { fit: "cover" })
        .blur(7)
        .modulate({ brightness, saturation: 0.85 })
        .removeAlpha()
        .png()
        .toBuffer();
    } catch {
      // Not decodable after all: fall through to the plain backdrop.
    }
  }
  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: "#2f2b36" } })
    .png()
    .toBuffer();
}

function svg(width: number, height: number, body: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);
}

/** The portrait cut to a circle; without one (or if it cannot be read), the initials on a soft disc. */
async function portraitOrInitials(input: Buffer | null, name: string): Promise<Buffer> {
  const { size } = PORTRAIT;
  const cut = input ? await roundPortrait(input, size) : null;
  if (cut) return cut;
  const initials = escapeHtml(initialsOf(name || "?"));
  return sharp(
    svg(
      size,
      size,
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="#57534e"/>` +
        `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${SERIF}" font-size="120" fill="#f5f5f4">${initials}</text>`,
    ),
  )
    .png()
    .toBuffer();
}

/**
 * The name as large as fits in two lines of the text column: Pango wraps it and measures it,
 * which works for any script. Null if no text could be drawn at all.
 */
async function nameText(name: string, maxHeight: number, sizes = [72, 64, 56, 48, 42]): Promise<{ input: Buffer; width: number; height: number } | null> {
  const markup = `<span foreground="#ffffff">${escapeHtml(name)}</span>`;
  const render = async (text: Omit<CreateText, "text">) => {
    const { data, info } = await sharp({ text: { ...text, text: markup, rgba: true, wrap: "word-char" } })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { input: data, width: info.width, height: info.height };
  };
  try {
    for (const size of sizes) {
      const drawn = await render({ font: `${SERIF} ${size}`, dpi: 72, width: TEXT.width });
      if (drawn.height <= maxHeight && drawn.width <= TEXT.width) return drawn;
    }
    // Very long names: let Pango pick the size that fills the box.
    return await render({ font: SERIF, width: TEXT.width, height: maxHeight });
  } catch {
    return null;
  }
}

/**
 * A JPEG of the raw pixels under `maxBytes`: the best quality that fits, and for pictures too
 * detailed even at the lowest (fine noise), the same again slightly softened.
 */
export async function encodeJpeg(data: Buffer, raw: Raw, maxBytes = OG_MAX_BYTES): Promise<Buffer> {
  let smallest: Buffer | null = null;
  for (const soften of [0, 2]) {
    for (const quality of QUALITIES) {
      const pipeline = sharp(data, { raw });
      const jpeg = await (soften ? pipeline.blur(soften) : pipeline).jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" }).toBuffer();
      if (jpeg.length < maxBytes) return jpeg;
      if (!smallest || jpeg.length < smallest.length) smallest = jpeg;
    }
  }
  return smallest as Buffer;
}

async function encode(base: Buffer, layers: Layer[]): Promise<Buffer> {
  const { data, info } = await sharp(base).composite(layers).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return encodeJpeg(data, { width: info.width, height: info.height, channels: info.channels });
}

const footer = (siteName: string, siteHost: string) =>
  `<line x1="${TEXT.left}" y1="522" x2="${TEXT.left + TEXT.width}" y2="522" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>` +
  `<text x="${TEXT.left}" y="572" font-family="${SERIF}" font-size="32" fill="#ffffff">${escapeHtml(siteName)}</text>` +
  `<text x="${TEXT.left + TEXT.width}" y="570" text-anchor="end" font-family="${SERIF}" font-size="22" fill="#ffffff" fill-opacity="0.75">${escapeHtml(siteHost)}</text>`;

/** A memorial's card: round portrait on the left; "In loving memory", the name (and its Tamil script) and the years on the right. */
export async function renderMemorialCard(card: MemorialCard): Promise<Buffer> {
  configureCardFonts();
  const name = card.name.trim();
  const tamilName = card.tamilName?.trim() ?? "";
  const [base, portrait, drawnName, drawnTamil] = await Promise.all([
    backdrop(card.backdrop, 0.5),
    portraitOrInitials(card.portrait, name),
    nameText(name, tamilName ? 160 : 200),
    tamilName ? nameText(tamilName, 100, [44, 38, 32]) : null,
  ]);
  const label = 34;
  const gap = 26;
  const yearsHeight = card.years ? 44 : 0;
  const nameHeight = (drawnName?.height ?? 0) + (drawnTamil ? 12 + drawnTamil.height : 0);
  const blockHeight = label + gap + nameHeight + (card.years ? gap + yearsHeight : 0);
  const top = Math.max(60, Math.round((500 - blockHeight) / 2) + 10);
  const nameTop = top + label + gap;
  const yearsBaseline = nameTop + nameHeight + gap + 36;
  const { size, centreX, centreY } = PORTRAIT;

  const overlay = svg(
    OG_WIDTH,
    OG_HEIGHT,
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs>` +
      `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#shade)"/>` +
      `<circle cx="${centreX}" cy="${centreY}" r="${size / 2 + 7}" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="6"/>` +
      `<text x="${TEXT.left}" y="${top + 26}" font-family="${SERIF}" font-size="26" letter-spacing="6" fill="#f3e7d3">IN LOVING MEMORY</text>` +
      (card.years
        ? `<text x="${TEXT.left}" y="${yearsBaseline}" font-family="${SERIF}" font-size="40" fill="#ffffff" fill-opacity="0.9">${escapeHtml(card.years)}</text>`
        : "") +
      footer(card.siteName, card.siteHost),
  );
  const layers: Layer[] = [
    { input: overlay, left: 0, top: 0 },
    { input: portrait, left: centreX - size / 2, top: centreY - size / 2 },
  ];
  if (drawnName) layers.push({ input: drawnName.input, left: TEXT.left, top: nameTop });
  if (drawnTamil) layers.push({ input: drawnTamil.input, left: TEXT.left, top: nameTop + (drawnName?.height ?? 0) + 12 });
  return encode(base, layers);
}

/** The site's card for every page that is not a memorial: the name and tagline over a preset background. */
export async function renderSiteCard(card: SiteCard): Promise<Buffer> {
  configureCardFonts();
  const base = await backdrop(card.backdrop, 0.45);
  const overlay = svg(
    OG_WIDTH,
    OG_HEIGHT,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#000" fill-opacity="0.2"/>` +
      `<text x="600" y="300" text-anchor="middle" font-family="${SERIF}" font-size="92" fill="#ffffff">${escapeHtml(card.siteName)}</text>` +
      `<line x1="470" y1="350" x2="730" y2="350" stroke="#f3e7d3" stroke-opacity="0.7" stroke-width="2"/>` +
      `<text x="600" y="410" text-anchor="middle" font-family="${SERIF}" font-size="36" fill="#f3e7d3">${escapeHtml(card.tagline)}</text>` +
      `<text x="600" y="560" text-anchor="middle" font-family="${SERIF}" font-size="24" fill="#ffffff" fill-opacity="0.75">${escapeHtml(card.siteHost)}</text>`,
  );
  return encode(base, [{ input: overlay, left: 0, top: 0 }]);
}
