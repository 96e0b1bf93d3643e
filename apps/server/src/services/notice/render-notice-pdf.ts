import PDFDocument from "pdfkit";
import { noticeFontFile, type NoticeFont } from "../../lib/card-fonts";
import { qrMatrix } from "../../lib/qr-code";
import type { Notice, NoticeService } from "../../presenters/notice-presenter";
import { squarePortrait } from "../round-portrait";

/**
 * The printable notice: an A4 portrait PDF a family prints for the house and the temple.
 * pdfkit shapes Tamil through fontkit (conjuncts, vowel signs before their consonant), and every
 * run with a Tamil letter is also marked with its ActualText, because the glyphs are stored in
 * visual order and a copy or a search would otherwise read the vowel sign first (decision 023).
 * Text, rules and the QR code are vectors, so the notice prints sharp at any size.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT = A4.width - 2 * MARGIN;
const FOOTER_HEIGHT = 122;
const INK = "#292524";
const SOFT = "#57534e";
const MUTED = "#78716c";
const ACCENT = "#8a6a3a";
const RULE = "#c9b48f";

const TAMIL = /[\u0B80-\u0BFF]/;

type Doc = PDFKit.PDFDocument;
type Style = { size: number; color?: string; font?: "regular" | "bold" | "italic"; spacing?: number };

/** The font for a text: Noto Sans Tamil when it has a Tamil letter (it has Latin too), else Noto Serif. */
function fontFor(text: string, style: Style["font"] = "regular"): NoticeFont {
  if (TAMIL.test(text)) return style === "bold" ? "tamilBold" : "tamil";
  return style === "bold" ? "serifBold" : style === "italic" ? "serifItalic" : "serif";
}

function setStyle(doc: Doc, text: string, style: Style) {
  doc
    .font(fontFor(text, style.font))
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
}

/** Text, with its ActualText when it has Tamil letters, so extracted text reads in logical order. */
function write(doc: Doc, text: string, x: number, y: number, width: number, style: Style, align: "left" | "center" | "right" = "center") {
  setStyle(doc, text, style);
  const tamil = TAMIL.test(text);
  if (tamil) doc.markContent("Span", { actual: text } as never);
  // Letter spacing would pull a Tamil cluster apart: Latin only.
  doc.text(text, x, y, { width, align, characterSpacing: tamil ? 0 : (style.spacing ?? 0), lineGap: style.size * 0.15 });
  if (tamil) doc.endMarkedContent();
}

function heightOf(doc: Doc, text: string, width: number, style: Style): number {
  setStyle(doc, text, style);
  return doc.heightOfString(text, { width, characterSpacing: TAMIL.test(text) ? 0 : (style.spacing ?? 0), lineGap: style.size * 0.15 });
}

/** The largest size from `sizes` at which `text` fits on one line of `width` (the smallest otherwise, wrapped). */
function fittingSize(doc: Doc, text: string, width: number, sizes: number[], font: Style["font"] = "regular"): number {
  for (const size of sizes) {
    doc.font(fontFor(text, font)).fontSize(size);
    if (doc.widthOfString(text) <= width) return size;
  }
  return sizes[sizes.length - 1];
}

/** A thin double frame on every page, the way printed notices are bordered. */
function frame(doc: Doc) {
  doc.save();
  doc
    .lineWidth(0.9)
    .strokeColor(RULE)
    .rect(24, 24, A4.width - 48, A4.height - 48)
    .stroke();
  doc
    .lineWidth(0.35)
    .rect(29, 29, A4.width - 58, A4.height - 58)
    .stroke();
  doc.restore();
}

/** A short rule with a small diamond in its middle. */
function ornament(doc: Doc, y: number, halfWidth = 70) {
  const cx = A4.width / 2;
  doc.save().lineWidth(0.6).strokeColor(RULE);
  doc
    .moveTo(cx - halfWidth, y)
    .lineTo(cx - 7, y)
    .stroke();
  doc
    .moveTo(cx + 7, y)
    .lineTo(cx + halfWidth, y)
    .stroke();
  doc
    .fillColor(RULE)
    .polygon([cx, y - 3.2], [cx + 3.2, y], [cx, y + 3.2], [cx - 3.2, y])
    .fill();
  doc.restore();
}

/** Starts a new page when `needed` points do not fit above the bottom margin; returns the y to draw at. */
function room(doc: Doc, y: number, needed: number, bottom = A4.height - MARGIN): number {
  if (y + needed <= bottom) return y;
  doc.addPage();
  return MARGIN + 6;
}

function sectionHeading(doc: Doc, text: string, y: number): number {
  y = room(doc, y, 70);
  ornament(doc, y);
  write(doc, text, MARGIN, y + 11, CONTENT, { size: 14.5, color: ACCENT });
  return y + 11 + heightOf(doc, text, CONTENT, { size: 14.5 }) + 8;
}

const serviceStyles = { title: { size: 12, font: "bold" as const }, line: { size: 10.5, color: SOFT }, address: { size: 10, color: MUTED } };

function serviceHeight(doc: Doc, service: NoticeService, width: number): number {
  const lines = [
    heightOf(doc, service.title, width, serviceStyles.title),
    heightOf(doc, service.date, width, serviceStyles.line),
    service.time ? heightOf(doc, service.time, width, serviceStyles.line) : 0,
    service.address ? heightOf(doc, service.address, width, serviceStyles.address) + 2 : 0,
  ];
  return lines.reduce((a, b) => a + b, 0) + 3;
}

function drawService(doc: Doc, service: NoticeService, x: number, y: number, width: number) {
  write(doc, service.title, x, y, width, serviceStyles.title);
  y += heightOf(doc, service.title, width, serviceStyles.title) + 1;
  write(doc, service.date, x, y, width, serviceStyles.line);
  y += heightOf(doc, service.date, width, serviceStyles.line);
  if (service.time) {
    write(doc, service.time, x, y, width, serviceStyles.line);
    y += heightOf(doc, service.time, width, serviceStyles.line);
  }
  if (service.address) write(doc, service.address, x, y + 2, width, serviceStyles.address);
}

/** Services two to a row (one alone is centred), each row starting a page when it does not fit. */
function services(doc: Doc, notice: Notice, y: number): number {
  if (notice.services.length === 0) return y;
  y = sectionHeading(doc, notice.text.services, y);
  const gap = 28;
  const column = (CONTENT - gap) / 2;
  for (let i = 0; i < notice.services.length; i += 2) {
    const row = notice.services.slice(i, i + 2);
    if (row.length === 1) {
      const height = serviceHeight(doc, row[0], CONTENT - 80);
      y = room(doc, y, height);
      drawService(doc, row[0], MARGIN + 40, y, CONTENT - 80);
      y += height + 10;
    } else {
      const height = Math.max(...row.map((service) => serviceHeight(doc, service, column)));
      y = room(doc, y, height);
      row.forEach((service, index) => drawService(doc, service, MARGIN + index * (column + gap), y, column));
      y += height + 10;
    }
  }
  return y + 6;
}

/** One list of family members under its label, in a column at `x`; continues on a new page when long. */
function memberList(doc: Doc, label: string, names: string[], x: number, y: number, width: number): number {
  write(doc, label, x, y, width, { size: 10, color: ACCENT, spacing: 0.6 });
  y += heightOf(doc, label, width, { size: 10, spacing: 0.6 }) + 4;
  for (const name of names) {
    const height = heightOf(doc, name, width, { size: 11 });
    const next = room(doc, y, height);
    y = next;
    write(doc, name, x, y, width, { size: 11, color: SOFT });
    y += height + 1.5;
  }
  return y;
}

/** A long list across the page, two names a row, each row starting a page when it does not fit. */
function memberRows(doc: Doc, label: string, names: string[], y: number): number {
  write(doc, label, MARGIN, y, CONTENT, { size: 10, color: ACCENT, spacing: 0.6 });
  y += heightOf(doc, label, CONTENT, { size: 10, spacing: 0.6 }) + 4;
  const gap = 28;
  const column = (CONTENT - gap) / 2;
  for (let i = 0; i < names.length; i += 2) {
    const row = names.slice(i, i + 2);
    const height = Math.max(...row.map((name) => heightOf(doc, name, column, { size: 11 })));
    y = room(doc, y, height);
    row.forEach((name, index) => write(doc, name, MARGIN + index * (column + gap), y, column, { size: 11, color: SOFT }));
    y += height + 1.5;
  }
  return y;
}

function listHeight(doc: Doc, label: string, names: string[], width: number): number {
  return heightOf(doc, label, width, { size: 10, spacing: 0.6 }) + 4 + names.reduce((sum, name) => sum + heightOf(doc, name, width, { size: 11 }) + 1.5, 0);
}

/**
 * Survivors and the predeceased side by side when both fit on the page (a list alone is centred);
 * otherwise one under the other, running on to the next page.
 */
function family(doc: Doc, notice: Notice, y: number): number {
  const lists = [
    { label: notice.text.survivedBy, names: notice.survivors },
    { label: notice.text.predeceasedBy, names: notice.predeceased },
  ].filter((list) => list.names.length > 0);
  if (lists.length === 0) return y;
  y = sectionHeading(doc, notice.text.family, y);
  const gap = 28;
  const column = (CONTENT - gap) / 2;
  const tallest = Math.max(...lists.map((list) => listHeight(doc, list.label, list.names, column)));
  if (lists.length === 2 && y + tallest <= A4.height - MARGIN) {
    const ends = lists.map((list, index) => memberList(doc, list.label, list.names, MARGIN + index * (column + gap), y, column));
    return Math.max(...ends) + 10;
  }
  for (const list of lists)
    y = (list.names.length > 8 ? memberRows(doc, list.label, list.names, y) : memberList(doc, list.label, list.names, MARGIN + 40, y, CONTENT - 80)) + 10;
  return y;
}

/** A column's heading: the title centred over a short rule. */
function columnHeading(doc: Doc, text: string, x: number, y: number, width: number): number {
  write(doc, text, x, y, width, { size: 14, color: ACCENT });
  y += heightOf(doc, text, width, { size: 14 }) + 4;
  const cx = x + width / 2;
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor(RULE)
    .moveTo(cx - 36, y)
    .lineTo(cx + 36, y)
    .stroke()
    .restore();
  return y + 9;
}

function servicesColumnHeight(doc: Doc, notice: Notice, width: number): number {
  return (
    heightOf(doc, notice.text.services, width, { size: 14 }) + 13 + notice.services.reduce((sum, service) => sum + serviceHeight(doc, service, width) + 9, 0)
  );
}

function familyColumnHeight(doc: Doc, notice: Notice, width: number): number {
  const lists = [
    [notice.text.survivedBy, notice.survivors],
    [notice.text.predeceasedBy, notice.predeceased],
  ] as const;
  return (
    heightOf(doc, notice.text.family, width, { size: 14 }) +
    13 +
    lists.reduce((sum, [label, names]) => sum + (names.length ? listHeight(doc, label, [...names], width) + 12 : 0), 0)
  );
}

/**
 * The usual notice: services on the left and family on the right, under one ornament, when
 * both columns fit above the footer. Returns the y below them, or null when they do not fit
 * (or one is empty), for the caller to draw the sections one under the other instead.
 */
function servicesBesideFamily(doc: Doc, notice: Notice, y: number, bottom: number): number | null {
  if (notice.services.length === 0 || notice.survivors.length + notice.predeceased.length === 0) return null;
  const gap = 30;
  // Services carry addresses: they get the wider column.
  const column = Math.round((CONTENT - gap) * 0.57);
  const familyWidth = CONTENT - gap - column;
  const height = Math.max(servicesColumnHeight(doc, notice, column), familyColumnHeight(doc, notice, familyWidth));
  if (y + 18 + height > bottom) return null;
  ornament(doc, y);
  const top = y + 18;
  let left = columnHeading(doc, notice.text.services, MARGIN, top, column);
  for (const service of notice.services) {
    drawService(doc, service, MARGIN, left, column);
    left += serviceHeight(doc, service, column) + 9;
  }
  const rightX = MARGIN + column + gap;
  let right = columnHeading(doc, notice.text.family, rightX, top, familyWidth);
  for (const [label, names] of [
    [notice.text.survivedBy, notice.survivors],
    [notice.text.predeceasedBy, notice.predeceased],
  ] as const) {
    if (names.length) right = memberList(doc, label, [...names], rightX, right, familyWidth) + 12;
  }
  return Math.max(left, right);
}

/** The QR code to the memorial as vector squares, `size` points wide with its quiet zone inside. */
function qr(doc: Doc, url: string, x: number, y: number, size: number) {
  const matrix = qrMatrix(url);
  const quiet = 3;
  const unit = size / (matrix.size + 2 * quiet);
  doc.save().fillColor("#ffffff").rect(x, y, size, size).fill().fillColor("#000000");
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (matrix.isDark(row, column)) doc.rect(x + (column + quiet) * unit, y + (row + quiet) * unit, unit + 0.02, unit + 0.02);
    }
  }
  doc.fill().restore();
}

/** The closing line, then the QR code with where it leads: the end of the last page. */
function footer(doc: Doc, notice: Notice) {
  const top = A4.height - MARGIN - FOOTER_HEIGHT;
  ornament(doc, top + 2, 40);
  write(doc, notice.text.closing, MARGIN, top + 10, CONTENT, { size: 12.5, color: SOFT, font: "italic" });
  const ruleY = top + 34;
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor(RULE)
    .moveTo(MARGIN, ruleY)
    .lineTo(A4.width - MARGIN, ruleY)
    .stroke()
    .restore();
  const size = 78;
  qr(doc, notice.url, MARGIN, ruleY + 10, size);
  const textX = MARGIN + size + 16;
  const textWidth = CONTENT - size - 16;
  write(doc, notice.text.scan, textX, ruleY + 18, textWidth, { size: 10.5, color: SOFT }, "left");
  const scanHeight = heightOf(doc, notice.text.scan, textWidth, { size: 10.5 });
  const urlTop = ruleY + 22 + scanHeight;
  write(doc, notice.url, textX, urlTop, textWidth, { size: 9.5, color: MUTED }, "left");
  const urlBottom = urlTop + heightOf(doc, notice.url, textWidth, { size: 9.5 });
  write(doc, notice.siteName, textX, Math.max(ruleY + 64, urlBottom + 6), textWidth, { size: 10, color: ACCENT, font: "italic" }, "left");
}

/** The name, its Tamil script and the age, in `width` at `x`; returns the y below them. */
function nameLines(doc: Doc, notice: Notice, x: number, y: number, width: number, align: "left" | "center"): number {
  const nameSize = fittingSize(doc, notice.name, width, [30, 27, 24, 21, 19]);
  write(doc, notice.name, x, y, width, { size: nameSize }, align);
  y += heightOf(doc, notice.name, width, { size: nameSize }) + 2;
  if (notice.tamilName) {
    const tamilSize = fittingSize(doc, notice.tamilName, width, [20, 18, 16]);
    write(doc, notice.tamilName, x, y, width, { size: tamilSize, color: SOFT }, align);
    y += heightOf(doc, notice.tamilName, width, { size: tamilSize }) + 2;
  }
  if (notice.aged) {
    write(doc, notice.aged, x, y + 2, width, { size: 11, color: MUTED }, align);
    y += heightOf(doc, notice.aged, width, { size: 11 }) + 2;
  }
  return y;
}

/** One life date: its label, then the date and the place (on one line when `joined`); returns the y below it. */
function lifeLine(doc: Doc, line: Notice["life"][number], x: number, y: number, width: number, align: "left" | "center", joined = false): number {
  write(doc, line.label, x, y, width, { size: 9.5, color: ACCENT, spacing: 1.2 }, align);
  y += heightOf(doc, line.label, width, { size: 9.5, spacing: 1.2 }) + 2;
  const rows = joined
    ? [{ text: [line.date, line.place].filter(Boolean).join(" · "), size: 12, color: INK }]
    : [
        { text: line.date, size: 12.5, color: INK },
        { text: line.place, size: 10.5, color: MUTED },
      ];
  for (const row of rows.filter((r) => r.text)) {
    write(doc, row.text, x, y, width, { size: row.size, color: row.color }, align);
    y += heightOf(doc, row.text, width, { size: row.size }) + 1;
  }
  return y;
}

/**
 * The round portrait on the left and, beside it, the name and the dates of birth and death,
 * centred on each other: the way printed notices set them, and room below for the services
 * and the family on the same page.
 */
function portraitBesideName(doc: Doc, notice: Notice, portrait: Buffer, y: number): number {
  const diameter = 140;
  const photoX = MARGIN + 26;
  const textX = photoX + diameter + 30;
  const textWidth = A4.width - MARGIN - 10 - textX;
  const block = (top: number) => {
    let at = nameLines(doc, notice, textX, top, textWidth, "left") + 10;
    for (const line of notice.life) at = lifeLine(doc, line, textX, at, textWidth, "left", true) + 7;
    return at - 7;
  };
  const textHeight = measureName(doc, notice, textWidth) + notice.life.reduce((sum, line) => sum + lifeLineHeight(doc, line, textWidth) + 7, 3);
  const height = Math.max(diameter + 10, textHeight);
  const photoTop = y + (height - diameter) / 2;
  doc
    .save()
    .circle(photoX + diameter / 2, photoTop + diameter / 2, diameter / 2)
    .clip();
  doc.image(portrait, photoX, photoTop, { width: diameter, height: diameter });
  doc.restore();
  doc
    .save()
    .lineWidth(1.2)
    .strokeColor(RULE)
    .circle(photoX + diameter / 2, photoTop + diameter / 2, diameter / 2 + 5)
    .stroke()
    .restore();
  block(y + (height - textHeight) / 2);
  return y + height + 22;
}

function measureName(doc: Doc, notice: Notice, width: number): number {
  const nameSize = fittingSize(doc, notice.name, width, [30, 27, 24, 21, 19]);
  let height = heightOf(doc, notice.name, width, { size: nameSize }) + 2;
  if (notice.tamilName) height += heightOf(doc, notice.tamilName, width, { size: fittingSize(doc, notice.tamilName, width, [20, 18, 16]) }) + 2;
  if (notice.aged) height += heightOf(doc, notice.aged, width, { size: 11 }) + 2;
  return height + 10;
}

function lifeLineHeight(doc: Doc, line: Notice["life"][number], width: number): number {
  const text = [line.date, line.place].filter(Boolean).join(" · ");
  return heightOf(doc, line.label, width, { size: 9.5, spacing: 1.2 }) + 2 + (text ? heightOf(doc, text, width, { size: 12 }) + 1 : 0);
}

/** Without a portrait: the name centred, and the two dates side by side under it. */
function nameAlone(doc: Doc, notice: Notice, y: number): number {
  y = nameLines(doc, notice, MARGIN, y + 10, CONTENT, "center") + 14;
  const gap = 24;
  const column = notice.life.length === 1 ? CONTENT : (CONTENT - gap) / 2;
  const ends = notice.life.map((line, index) => lifeLine(doc, line, MARGIN + index * (column + gap), y, column, "center"));
  return Math.max(y, ...ends) + 22;
}

/** The portrait as a square JPEG pdfkit can embed (uploads are WebP), big enough for 300 dpi; null if unreadable. */
async function embeddablePortrait(input: Buffer | null): Promise<Buffer | null> {
  if (!input) return null;
  try {
    return await squarePortrait(input, 640).flatten({ background: "#ffffff" }).jpeg({ quality: 88 }).toBuffer();
  } catch {
    return null;
  }
}

export async function renderNoticePdf(notice: Notice, portraitInput: Buffer | null): Promise<Buffer> {
  const portrait = await embeddablePortrait(portraitInput);
  const doc = new PDFDocument({
    size: "A4",
    layout: "portrait",
    margin: MARGIN,
    lang: notice.locale,
    displayTitle: true,
    info: { Title: notice.text.documentTitle, Author: notice.siteName, Subject: notice.url },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const font of ["serif", "serifBold", "serifItalic", "tamil", "tamilBold"] as const) doc.registerFont(font, noticeFontFile(font));
  frame(doc);
  doc.on("pageAdded", () => frame(doc));

  let y = MARGIN + 4;
  const heading = TAMIL.test(notice.heading) ? notice.heading : notice.heading.toUpperCase();
  write(doc, heading, MARGIN, y, CONTENT, { size: 11, color: ACCENT, spacing: 3 });
  y += 19;
  write(doc, notice.text.inLovingMemory, MARGIN, y, CONTENT, { size: 12, color: MUTED, font: "italic" });
  y += heightOf(doc, notice.text.inLovingMemory, CONTENT, { size: 12 }) + 12;

  y = portrait ? portraitBesideName(doc, notice, portrait, y) : nameAlone(doc, notice, y);

  const footerTop = A4.height - MARGIN - FOOTER_HEIGHT;
  const beside = servicesBesideFamily(doc, notice, y, footerTop);
  if (beside === null) {
    y = services(doc, notice, y);
    y = family(doc, notice, y);
    // The footer ends the last page; a new page when it does not fit under the lists.
    if (y > footerTop) doc.addPage();
  }
  footer(doc, notice);
  doc.end();
  return done;
}
