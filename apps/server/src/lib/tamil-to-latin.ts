/**
 * Tamil script -> readable lower-case Latin, for slugs only (decision 017): "சிவகுமார் இராசையா"
 * -> "sivakumar irasaiya". ISO 15919 without its diacritics, bent towards the way Sri Lankan
 * Tamil families spell names in English: ச is "s" (Sivakumar, not Civakumar), த "th"
 * (Nathan), long vowels written once except ee/oo (Kumar, Geetha, Poobalan), and the
 * sound changes of clusters (ங்க "ng", ஞ்ச "nj", ம்ப "mb", ற்ற "tr", ன்ற "ndr", ச்ச "chch", ஸ்வ "sw").
 * It is not a pronunciation guide: a family's own English spelling always wins, because the
 * slug is made from the English name whenever it has Latin letters. Anything that is not
 * Tamil passes through unchanged.
 */

const VOWELS: Record<string, string> = {
  அ: "a",
  ஆ: "a",
  இ: "i",
  ஈ: "ee",
  உ: "u",
  ஊ: "oo",
  எ: "e",
  ஏ: "e",
  ஐ: "ai",
  ஒ: "o",
  ஓ: "o",
  ஔ: "au",
};
const VOWEL_SIGNS: Record<string, string> = {
  "\u0BBE": "a",
  "\u0BBF": "i",
  "\u0BC0": "ee",
  "\u0BC1": "u",
  "\u0BC2": "oo",
  "\u0BC6": "e",
  "\u0BC7": "e",
  "\u0BC8": "ai",
  "\u0BCA": "o",
  "\u0BCB": "o",
  "\u0BCC": "au",
};
const VIRAMA = "\u0BCD";
/** Consonants when no neighbour changes them. */
const CONSONANTS: Record<string, string> = {
  க: "k",
  ங: "ng",
  ச: "s",
  ஞ: "nj",
  ட: "d",
  ண: "n",
  த: "th",
  ந: "n",
  ப: "p",
  ம: "m",
  ய: "y",
  ர: "r",
  ல: "l",
  வ: "v",
  ழ: "zh",
  ள: "l",
  ற: "r",
  ன: "n",
  ஜ: "j",
  ஷ: "sh",
  ஸ: "s",
  ஹ: "h",
  ஶ: "sh",
};
/** A dead consonant (with virama) and the consonant after it, spelt together. */
const CLUSTERS: Record<string, string> = {
  ஙக: "ng",
  ஞச: "nj",
  மப: "mb",
  றற: "tr",
  னற: "ndr",
  சச: "chch",
  டட: "tt",
  ஸவ: "sw",
};
const TAMIL_DIGIT_ZERO = 0x0be6;

type Syllable = { consonant: string; vowel: string | null } | { text: string };

/** Splits text into consonant syllables (consonant + vowel sign, inherent a, or virama) and everything else. */
function syllables(text: string): Syllable[] {
  const chars = [...text.normalize("NFC").replace(/ஸ்ரீ/g, "\u0000")];
  const out: Syllable[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch === "\u0000") out.push({ text: "sri" });
    else if (ch in CONSONANTS) {
      const next = chars[i + 1];
      if (next === VIRAMA) {
        out.push({ consonant: ch, vowel: null });
        i++;
      } else if (next in VOWEL_SIGNS) {
        out.push({ consonant: ch, vowel: VOWEL_SIGNS[next] });
        i++;
      } else out.push({ consonant: ch, vowel: "a" });
    } else if (ch in VOWELS) out.push({ text: VOWELS[ch] });
    else if (ch in VOWEL_SIGNS || ch === VIRAMA) out.push({ text: ch in VOWEL_SIGNS ? VOWEL_SIGNS[ch] : "" });
    else if (ch >= "\u0BE6" && ch <= "\u0BEF") out.push({ text: String(ch.charCodeAt(0) - TAMIL_DIGIT_ZERO) });
    else if (ch >= "\u0B80" && ch <= "\u0BFF")
      out.push({ text: "" }); // aytham, number and calendar signs
    else out.push({ text: ch });
  }
  return out;
}

export function tamilToLatin(text: string): string {
  const parts = syllables(text);
  let latin = "";
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if ("text" in part) {
      latin += part.text;
      continue;
    }
    const before = parts[i - 1];
    const after = parts[i + 1];
    const deadBefore = before && "consonant" in before && before.vowel === null ? before.consonant : null;
    const cluster = deadBefore ? CLUSTERS[deadBefore + part.consonant] : undefined;
    const wordStart = !before || ("text" in before && !/[a-z0-9]$/i.test(before.text));
    let sound: string;
    if (part.vowel === null && after && "consonant" in after && CLUSTERS[part.consonant + after.consonant]) {
      sound = ""; // spelt by the cluster with the next consonant
    } else if (cluster) {
      sound = cluster;
    } else if (part.consonant === "ஞ" && wordStart) {
      sound = "gn"; // ஞானம் -> Gnanam
    } else {
      sound = CONSONANTS[part.consonant];
    }
    latin += sound + (part.vowel ?? "");
  }
  return latin;
}
