import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configureCardFonts } from "./card-fonts";

describe("configureCardFonts", () => {
  it("points fontconfig at the shipped TrueType fonts and nothing else", () => {
    const file = configureCardFonts();
    expect(file).toEqual(expect.any(String));
    expect(process.env.FONTCONFIG_FILE).toBe(file);
    const conf = fs.readFileSync(file as string, "utf8");
    // No <include> of the machine's fonts.conf: a card must not depend on what the host has.
    expect(conf).not.toContain("<include");
    const dirs = [...conf.matchAll(/<dir>([^<]+)<\/dir>/g)].map((m) => m[1]);
    const fonts = dirs.flatMap((dir) => fs.readdirSync(dir).filter((name) => name.endsWith(".ttf")));
    expect(fonts).toEqual(["NotoSerif_400Regular.ttf", "NotoSansTamil_400Regular.ttf"]);
    expect(dirs.every((dir) => path.isAbsolute(dir))).toBe(true);
    expect(configureCardFonts()).toBe(file);
  });
});
