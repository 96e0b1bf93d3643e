import { describe, expect, it } from "vitest";
import { TAMIL_NAMES } from "../db/demo-data";
import { makeBlogId, makePostBlogId, slugWords } from "./text";
import { tamilToLatin } from "./tamil-to-latin";

describe("tamilToLatin", () => {
  // Sri Lankan Tamil names and the Latin they read as: close to the families' own English spellings.
  it.each([
    ["சிவகுமார் இராசையா", "sivakumar irasaiya"],
    ["தர்மலிங்கம்", "tharmalingam"],
    ["பொன்னம்பலம்", "ponnambalam"],
    ["செல்வராஜா", "selvaraja"],
    ["கந்தசாமி", "kanthasami"],
    ["பரமநாதன்", "paramanathan"],
    ["கமலாம்பிகை", "kamalambikai"],
    ["புஷ்பவதி", "pushpavathi"],
    ["தங்கம்மா", "thangamma"],
    ["வசந்தி", "vasanthi"],
    ["அன்னபூரணி", "annapoorani"],
    ["மஞ்சுளா", "manjula"],
    ["வெற்றிவேல்", "vetrivel"],
    ["தென்றல்", "thendral"],
    ["ஸ்ரீதரன்", "sritharan"],
    ["ஞானசேகரன்", "gnanasekaran"],
    ["கச்சேரி", "kachcheri"],
    ["பட்டு", "pattu"],
    ["கீதா", "keetha"],
    ["பத்மநாதன்", "pathmanathan"],
    ["யோகேஸ்வரி", "yokeswari"],
    ["விக்னேஸ்வரன்", "vikneswaran"],
    ["ஔவை", "auvai"],
    ["மனோன்மணி", "manonmani"],
  ])("%s -> %s", (tamil, latin) => {
    expect(tamilToLatin(tamil)).toBe(latin);
  });

  it("reads a vowel sign typed as two code points (decomposed ொ) as the composed one", () => {
    expect(tamilToLatin("பொன்னையா".normalize("NFD"))).toBe("ponnaiya");
    expect(tamilToLatin("பொன்னையா")).toBe("ponnaiya");
  });

  it("keeps initials, Tamil digits and text in other scripts", () => {
    expect(tamilToLatin("க. சிவகுமார்")).toBe("ka. sivakumar");
    expect(tamilToLatin("Siva சிவா ௨௦௨௪")).toBe("Siva siva 2024");
  });

  it("gives every demo Tamil name in plain ASCII letters", () => {
    for (const tamil of Object.values(TAMIL_NAMES)) expect(tamilToLatin(tamil)).toMatch(/^[a-z]+$/);
  });
});

describe("slugs of Tamil names", () => {
  const SUFFIX = /-[a-z2-9]{6}$/;

  it("transliterates a name written only in Tamil script", () => {
    const id = makeBlogId("சிவகுமார்", "இராசையா");
    expect(id).toMatch(SUFFIX);
    expect(id.replace(SUFFIX, "")).toBe("sivakumar-irasaiya");
  });

  it("keeps the English name when there is one, Tamil fields or not", () => {
    const id = makePostBlogId({ firstname: "Sivakumar", lastname: "Rasiah", tamilfirstname: "சிவகுமார்", tamillastname: "இராசையா" });
    expect(id.replace(SUFFIX, "")).toBe("sivakumar-rasiah");
  });

  it("falls back to the Tamil fields when the name gives nothing readable", () => {
    expect(makePostBlogId({ firstname: "—", lastname: "·", tamilfirstname: "கனகரத்தினம்", tamillastname: "செல்லத்துரை" }).replace(SUFFIX, "")).toBe(
      "kanakaraththinam-sellaththurai",
    );
    expect(makePostBlogId({ firstname: "—", lastname: "·" }).replace(SUFFIX, "")).toBe("memorial");
  });

  it("mixes scripts in order and keeps Latin spellings as before", () => {
    expect(slugWords("Siva", "தேவராசா")).toBe("siva-thevarasa");
    expect(slugWords("Sélvarâjah", "Thevarajah")).toBe("selvarajah-thevarajah");
  });

  it("stops at 60 characters without a trailing hyphen", () => {
    const words = slugWords("பாலசுப்பிரமணியம் கதிர்காமநாதன் சிவசுப்பிரமணியம் தியாகராசா");
    expect(words.length).toBeLessThanOrEqual(60);
    expect(words).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("drops what is not a letter or digit at either end, however long", () => {
    expect(slugWords("--Ravi--", "(Kumar)")).toBe("ravi-kumar");
    expect(slugWords("—", "·")).toBe("");
    expect(slugWords(`Ravi${"-".repeat(10_000)}`)).toBe("ravi");
  });
});
