import sharp, { type OverlayOptions } from "sharp";
import { CARD_FONT_FAMILY, configureCardFonts } from "../../lib/card-fonts";
import { escapeHtml } from "../../lib/escape-html";
import { qrMatrix, qrSvgPath } from "../../lib/qr-code";
import type { Notice } from "../../presenters/notice-presenter";
import { encodeJpeg } from "../render-og-card";
import { roundPortrait } from "../round-portrait";

/**
 * The notice as a picture for WhatsApp status and groups: 1080x1350 (4:5, what status and
 * feeds show whole), a JPEG under 300 KB. Drawn like the share card (render-og-card): Pango
 * shapes every text with the shipped Noto Serif and Noto Sans Tamil, so Tamil joins correctly.
 * It carries what a relative needs at a glance (photo, name, dates, the funeral service) and a
 * QR code to the memorial for the rest.
 */

export const NOTICE_IMAGE = { width: 1080, height: 1350 } as const;
export const NOTICE_IMAGE_MAX_BYTES = 300_000;

const PAPER = "#f8f4ec";
const INK = "#292524";
const SOFT = "#57534e";
const MUTED = "#78716c";
const ACCENT = "#8a6a3a";
const RULE = "#c9b48f";
const TEXT_WIDTH = 900;
const LEFT = (NOTICE_IMAGE.width - TEXT_WIDTH) / 2;
/** The portrait's diameter: as large as the text leaves room for, between these. */
const PORTRAIT = { max: 320, min: 220 };
const QR_SIZE = 184;
const FOOTER_TOP = NOTICE_IMAGE.height - 78 - QR_SIZE;
const TAMIL = /[\u0B80-\u0BFF]/;

type Block = { input: Buffer; width: number; height: number };
type TextStyle = { size: number; color: string; spacing?: number; align?: "centre" | "left"; width?: number };

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);

/** A text block drawn by Pango, wrapped to the width; null if nothing could be drawn. */
async function text(value: string, style: TextStyle): Promise<Block | null> {
  if (!value.trim()) return null;
  // Letter spacing would pull a Tamil cluster apart: Latin only (Pango counts it in 1/1024 pt).
  const spacing = style.spacing && !TAMIL.test(value) ? ` letter_spacing="${Math.round(style.spacing * 1024)}"` : "";
  const markup = `<span foreground="${style.color}"${spacing}>${escapeHtml(value)}</span>`;
  try {
    const { data, info } = await sharp({
      text: {
        text: markup,
        font: `${CARD_FONT_FAMILY} ${style.size}`,
        dpi: 72,
        width: style.width ?? TEXT_WIDTH,
        align: style.align ?? "centre",
        rgba: true,
        wrap: "word-char",
        spacing: Math.round(style.size * 0.2),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { input: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** The largest size at which the text takes at most `lines` lines (the smallest otherwise). */
async function fittedText(value: string, sizes: number[], lines: number, style: Omit<TextStyle, "size">): Promise<Block | null> {
  let drawn: Block | null = null;
  for (const size of sizes) {
    drawn = await text(value, { ...style, size });
    if (!drawn || drawn.height <= size * 1.45 * lines) return drawn;
  }
  return drawn;
}

export async function renderNoticeImage(notice: Notice, portraitInput: Buffer | null): Promise<Buffer> {
  configureCardFonts();
  const { width, height } = NOTICE_IMAGE;
  const heading = TAMIL.test(notice.heading) ? notice.heading : notice.heading.toUpperCase();
  const life = notice.life.map((line) => [line.label, [line.date, line.place].filter(Boolean).join(" · ")] as const);
  const service = notice.services[0];
  const [headingBlock, memoryBlock, nameBlock, tamilBlock, agedBlock, lifeBlocks, serviceBlocks, scanBlock, urlBlock, siteBlock] = await Promise.all([
    text(heading, { size: 28, color: ACCENT, spacing: 4 }),
    text(notice.text.inLovingMemory, { size: 28, color: MUTED }),
    fittedText(notice.name, [70, 62, 54, 48], 2, { color: INK }),
    notice.tamilName ? fittedText(notice.tamilName, [44, 38, 34], 2, { color: SOFT }) : null,
    text(notice.aged, { size: 28, color: MUTED }),
    Promise.all(life.map(([label, value]) => Promise.all([text(label, { size: 24, color: ACCENT, spacing: 2 }), text(value, { size: 30, color: INK })]))),
    service
      ? Promise.all([
          text(service.title, { size: 30, color: ACCENT }),
          text([service.date, service.time].filter(Boolean).join(" · "), { size: 28, color: INK }),
          text(service.address, { size: 25, color: SOFT }),
        ])
      : [],
    text(notice.text.scanShort, { size: 28, color: SOFT, align: "left", width: TEXT_WIDTH - QR_SIZE - 40 }),
    text(notice.url.replace(/^https?:\/\//, ""), { size: 21, color: MUTED, align: "left", width: TEXT_WIDTH - QR_SIZE - 40 }),
    text(notice.siteName, { size: 26, color: ACCENT, align: "left", width: TEXT_WIDTH - QR_SIZE - 40 }),
  ]);

  // The texts between the heading and the footer, in groups stacked with gaps, centred in that
  // space under the portrait. A memorial with everything filled in may not fit: the portrait
  // shrinks first, then whole groups go from the end (the service first).
  type Placed = { block: Block; gapBefore: number; group: number };
  const stack: Placed[] = [];
  let group = 0;
  const push = (block: Block | null, gapBefore: number) => block && stack.push({ block, gapBefore, group });
  push(nameBlock, 0);
  push(tamilBlock, 6);
  push(agedBlock, 8);
  group++;
  lifeBlocks.forEach(([label, value], index) => {
    push(label, index === 0 ? 34 : 24);
    push(value, 4);
  });
  group++;
  const [serviceTitle, serviceWhen, serviceWhere] = serviceBlocks;
  push(serviceTitle ?? null, 36);
  push(serviceWhen ?? null, 4);
  push(serviceWhere ?? null, 2);

  const headingTop = 78;
  const memoryTop = headingTop + (headingBlock?.height ?? 0) + 12;
  const ruleY = memoryTop + (memoryBlock?.height ?? 0) + 22;
  const top = ruleY + 30;
  const space = FOOTER_TOP - 52 - top;
  const portraitGap = 36;
  const stackHeight = () => stack.reduce((sum, placed, index) => sum + (index === 0 ? 0 : placed.gapBefore) + placed.block.height, 0);
  const portraitRoom = () => (portraitInput ? space - stackHeight() - portraitGap : 0);
  while ((portraitInput ? portraitRoom() < PORTRAIT.min : stackHeight() > space) && new Set(stack.map((placed) => placed.group)).size > 1) {
    const last = stack[stack.length - 1].group;
    while (stack.length > 0 && stack[stack.length - 1].group === last) stack.pop();
  }
  const diameter = Math.max(PORTRAIT.min, Math.min(PORTRAIT.max, portraitRoom()));
  const portrait = portraitInput ? await roundPortrait(portraitInput, diameter) : null;
  if (portrait) {
    stack.forEach((placed, index) => index === 0 && (placed.gapBefore = portraitGap));
    stack.unshift({ block: { input: portrait, width: diameter, height: diameter }, gapBefore: 0, group: -1 });
  }
  const total = stackHeight();
  const startY = top + Math.max(0, Math.round((space - total) / 2));
  let y = startY;
  const layers: OverlayOptions[] = [];
  const centred = (block: Block, at: number) => layers.push({ input: block.input, left: Math.round((width - block.width) / 2), top: Math.round(at) });
  for (const [index, { block, gapBefore }] of stack.entries()) {
    if (index > 0) y += gapBefore;
    centred(block, y);
    y += block.height;
  }
  if (headingBlock) centred(headingBlock, headingTop);
  if (memoryBlock) centred(memoryBlock, memoryTop);

  const matrix = qrMatrix(notice.url);
  const quiet = 3;
  const unit = QR_SIZE / (matrix.size + 2 * quiet);
  const textLeft = LEFT + QR_SIZE + 36;
  // The portrait, when there is one, is the first block of the stack.
  const portraitRing = portrait !== null && stack[0]?.block.input === portrait;
  const cx = width / 2;
  const rule = (y1: number, half: number) =>
    `<line x1="${cx - half}" y1="${y1}" x2="${cx - 12}" y2="${y1}" stroke="${RULE}" stroke-width="2"/>` +
    `<line x1="${cx + 12}" y1="${y1}" x2="${cx + half}" y2="${y1}" stroke="${RULE}" stroke-width="2"/>` +
    `<path d="M${cx} ${y1 - 6}L${cx + 6} ${y1}L${cx} ${y1 + 6}L${cx - 6} ${y1}Z" fill="${RULE}"/>`;
  const frameAndQr = svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${PAPER}"/>` +
      `<rect x="30" y="30" width="${width - 60}" height="${height - 60}" fill="none" stroke="${RULE}" stroke-width="3"/>` +
      `<rect x="42" y="42" width="${width - 84}" height="${height - 84}" fill="none" stroke="${RULE}" stroke-width="1"/>` +
      (portraitRing ? `<circle cx="${cx}" cy="${startY + diameter / 2}" r="${diameter / 2 + 9}" fill="none" stroke="${RULE}" stroke-width="3"/>` : "") +
      rule(ruleY, 110) +
      `<line x1="${LEFT}" y1="${FOOTER_TOP - 24}" x2="${LEFT + TEXT_WIDTH}" y2="${FOOTER_TOP - 24}" stroke="${RULE}" stroke-width="1.5"/>` +
      `<rect x="${LEFT}" y="${FOOTER_TOP}" width="${QR_SIZE}" height="${QR_SIZE}" fill="#ffffff"/>` +
      `<g transform="translate(${LEFT + quiet * unit} ${FOOTER_TOP + quiet * unit}) scale(${unit})"><path d="${qrSvgPath(matrix)}" fill="#000000" shape-rendering="crispEdges"/></g>`,
  );
  const footerText = [scanBlock, urlBlock, siteBlock];
  let footerY = FOOTER_TOP + 22;
  for (const [index, block] of footerText.entries()) {
    if (!block) continue;
    if (index === 2) footerY = FOOTER_TOP + QR_SIZE - block.height - 10;
    layers.push({ input: block.input, left: textLeft, top: Math.round(footerY) });
    footerY += block.height + 10;
  }

  const { data, info } = await sharp(frameAndQr).composite(layers).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return encodeJpeg(data, { width: info.width, height: info.height, channels: info.channels }, NOTICE_IMAGE_MAX_BYTES);
}
