import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/**
 * The fonts the share cards are drawn with, shipped as npm packages so a card looks the same on
 * every machine, whatever fonts it has (a bare container has none) (decision 019): Noto Serif
 * for Latin text, Noto Sans Tamil for Tamil. Only TrueType files work: the fontconfig inside
 * sharp's libvips skips WOFF and WOFF2, so the web app's Fontsource files cannot be reused here.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = [
  "@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf",
  "@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf",
];

/**
 * The same fonts' files by role, for a library that takes font files rather than fontconfig
 * (pdfkit, for the printable notice): Noto Serif in three styles for Latin text, Noto Sans Tamil
 * in two weights for anything with a Tamil letter (it has the Latin letters and digits too).
 */
const NOTICE_FONT_FILES = {
  serif: "@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf",
  serifBold: "@expo-google-fonts/noto-serif/600SemiBold/NotoSerif_600SemiBold.ttf",
  serifItalic: "@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf",
  tamil: "@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf",
  tamilBold: "@expo-google-fonts/noto-sans-tamil/600SemiBold/NotoSansTamil_600SemiBold.ttf",
} as const;
export type NoticeFont = keyof typeof NOTICE_FONT_FILES;
export const noticeFontFile = (font: NoticeFont): string => require.resolve(NOTICE_FONT_FILES[font]);

/** The family list for card text: Pango takes each character from the first family that has it. */
export const CARD_FONT_FAMILY = "Noto Serif, Noto Sans Tamil";

let configured: string | null | undefined;

/**
 * Points sharp's fontconfig at the shipped fonts and at nothing else, through a generated
 * fonts.conf named by FONTCONFIG_FILE. Fontconfig reads that variable once, when text is first
 * drawn in the process, so this must run before any text is drawn: every card renderer calls it
 * first (it is idempotent). It sets the real environment only in a process of its own: in a
 * worker thread process.env is a copy the C library never sees.
 * Returns the path of the fonts.conf, or null on a machine whose temporary folder cannot be
 * written (the cards then draw with its own fonts, as before, rather than fail).
 */
export function configureCardFonts(): string | null {
  if (configured !== undefined) return configured;
  try {
    configured = writeFontsConf();
    process.env.FONTCONFIG_FILE = configured;
  } catch {
    configured = null;
  }
  return configured;
}

function writeFontsConf(): string {
  const dirs = FONT_FILES.map((file) => path.dirname(require.resolve(file)));
  const key = createHash("sha256").update(dirs.join("\n")).digest("hex").slice(0, 12);
  const home = path.join(os.tmpdir(), `kma-card-fonts-${key}`);
  fs.mkdirSync(home, { recursive: true });
  const file = path.join(home, "fonts.conf");
  const xml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  // Written aside and renamed, so another process starting at the same moment never reads half a file.
  const draft = `${file}.${process.pid}`;
  fs.writeFileSync(
    draft,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n` +
      dirs.map((dir) => `  <dir>${xml(dir)}</dir>\n`).join("") +
      `  <cachedir>${xml(path.join(home, "cache"))}</cachedir>\n</fontconfig>\n`,
  );
  fs.renameSync(draft, file);
  return file;
}
