import sharp from "sharp";
import { CARD_FONT_FAMILY, configureCardFonts } from "../lib/card-fonts";
import type { Random } from "./demo-data";

/**
 * Demo pictures drawn by code (no photos of real people): soft gradient portraits with the
 * person's initials, and landscape "album photos" of sky, sea, hills and palmyrah palms.
 * Both are JPEGs, so they go through the same upload path as a visitor's photo.
 */

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function initialsOf(firstname: string, lastname: string): string {
  return `${firstname.trim()[0] ?? ""}${lastname.trim()[0] ?? ""}`.toUpperCase();
}

/** A 480 x 600 portrait: two soft hues, a halo, a head-and-shoulders silhouette and the initials. */
export async function portraitImage(initials: string, random: Random): Promise<Buffer> {
  // Fontconfig reads its configuration once a process, when text is first drawn: drawn first with
  // the machine's own, the initials would leave a share card drawn later here without its Tamil font.
  configureCardFonts();
  const hue = random.int(0, 359);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 45, 86)}"/>
      <stop offset="1" stop-color="${hsl(hue + 40, 35, 62)}"/>
    </linearGradient>
    <radialGradient id="halo" cx="0.5" cy="0.42" r="0.45">
      <stop offset="0" stop-color="#fff" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="480" height="600" fill="url(#bg)"/>
  <rect width="480" height="600" fill="url(#halo)"/>
  <circle cx="240" cy="235" r="92" fill="#fff" fill-opacity="0.28"/>
  <path d="M70 600 C 85 430 170 360 240 360 C 310 360 395 430 410 600 Z" fill="#fff" fill-opacity="0.28"/>
  <text x="240" y="268" font-family="${CARD_FONT_FAMILY}" font-size="96" fill="${hsl(hue + 40, 30, 30)}" fill-opacity="0.75" text-anchor="middle">${escapeXml(initials)}</text>
  <rect x="14" y="14" width="452" height="572" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer();
}

function palm(x: number, ground: number, height: number, lean: number): string {
  const top = { x: x + lean, y: ground - height };
  const trunk = `<path d="M${x - 4} ${ground} Q ${x + lean / 2} ${ground - height / 2} ${top.x - 2} ${top.y} L ${top.x + 2} ${top.y} Q ${x + lean / 2 + 4} ${ground - height / 2} ${x + 4} ${ground} Z"/>`;
  const fronds = [-165, -140, -115, -90, -65, -40, -15, 10]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      const len = height * 0.32;
      const end = { x: top.x + Math.cos(rad) * len, y: top.y + Math.sin(rad) * len * 0.6 + len * 0.35 };
      return `<path d="M${top.x} ${top.y} Q ${(top.x + end.x) / 2} ${top.y - len * 0.25} ${end.x} ${end.y}" stroke-width="9" stroke-linecap="round" fill="none"/>`;
    })
    .join("");
  return trunk + fronds;
}

/** A 960 x 640 landscape: a dawn or dusk sky, the sun on the sea, distant hills, a shore with palms. */
export async function landscapeImage(random: Random): Promise<Buffer> {
  const warm = random.int(10, 45);
  const night = random.int(215, 250);
  const horizon = random.int(330, 400);
  const shore = random.int(570, 610);
  const sun = { x: random.int(160, 800), y: horizon - random.int(30, 150), r: random.int(30, 52) };
  const hills = Array.from({ length: 2 }, (_, i) => {
    const peaks = Array.from({ length: 7 }, (_, k) => `${k * 160} ${horizon - random.int(8, 45 - i * 15)}`).join(" L ");
    return `<path d="M0 ${horizon} L ${peaks} L 960 ${horizon} Z" fill="${hsl(night + 20, 20, 38 - i * 8)}" fill-opacity="${0.6 + i * 0.3}"/>`;
  }).join("");
  const palms = Array.from({ length: random.int(2, 4) }, () => palm(random.int(40, 920), shore + 20, random.int(200, 340), random.int(-45, 45))).join("");
  const glints = Array.from({ length: 5 }, (_, i) => {
    const w = sun.r * (2 - i * 0.3);
    return `<rect x="${sun.x - w / 2}" y="${horizon + 8 + i * 22}" width="${w}" height="5" rx="2" fill="#fff2c4" fill-opacity="${0.55 - i * 0.09}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(night, 45, 36)}"/>
      <stop offset="0.65" stop-color="${hsl(warm, 70, 70)}"/>
      <stop offset="1" stop-color="${hsl(warm + 12, 85, 84)}"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(night - 20, 30, 52)}"/>
      <stop offset="1" stop-color="${hsl(night - 10, 40, 24)}"/>
    </linearGradient>
  </defs>
  <rect width="960" height="${horizon}" fill="url(#sky)"/>
  <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r * 2.2}" fill="#fff6d5" fill-opacity="0.25"/>
  <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="#fff2c4"/>
  ${hills}
  <rect y="${horizon}" width="960" height="${640 - horizon}" fill="url(#sea)"/>
  ${glints}
  <path d="M0 ${shore} Q 480 ${shore - random.int(10, 40)} 960 ${shore + random.int(-10, 20)} L 960 640 L 0 640 Z" fill="${hsl(warm + 10, 25, 16)}"/>
  <g fill="#17141a" stroke="#17141a">${palms}</g>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
