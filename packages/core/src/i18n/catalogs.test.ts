import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { en, type MessageKey } from "./catalogs/en/index";
import { ta } from "./catalogs/ta/index";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { compileCatalog } from "./compile-catalog";
import { localeFromAcceptLanguage, pickLocale } from "./locales";
import { localizeMessage, translate } from "./translate";

/** The ICU arguments a message uses (`{name}`, `{count, plural, …}`), read from its parsed form. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  // A parsed message is a list of tokens: text, or [name, format?, branches?] for an argument.
  const visitTokens = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token) || typeof token[0] !== "string") continue;
      names.add(token[0]);
      if (token[2] && typeof token[2] === "object") Object.values(token[2] as Record<string, unknown>).forEach(visitTokens);
    }
  };
  visitTokens(compileMessage(message));
  return [...names].sort();
}
const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

describe("the catalogs", () => {
  it("have the same keys in English and Tamil", () => {
    expect(Object.keys(ta).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en) as MessageKey[])("%s: Tamil is written, in Tamil script, with the English message's arguments", (key) => {
    expect(ta[key].trim()).not.toBe("");
    expect(ta[key]).toMatch(TAMIL_LETTER);
    expect(argumentsOf(ta[key])).toEqual(argumentsOf(en[key]));
  });

  it("parse as ICU messages", () => {
    expect(() => compileCatalog(en)).not.toThrow();
    expect(() => compileCatalog(ta)).not.toThrow();
  });

  it("keep the spec's messages word for word in English", () => {
    expect(en["messages.currentPasswordRequired"]).toBe(MESSAGES.currentPasswordRequired);
    expect(translate("en", "messages.socialLinkInvalid", { site: "Instagram" })).toBe(MESSAGES.socialLinkInvalid("Instagram"));
  });
});

describe("localizeMessage", () => {
  it("shows a spec message in Tamil and leaves English and unknown text alone", () => {
    expect(localizeMessage("ta", MESSAGES.enterEmail)).toBe(ta["messages.enterEmail"]);
    expect(localizeMessage("en", MESSAGES.enterEmail)).toBe(MESSAGES.enterEmail);
    expect(localizeMessage("ta", "Something a family typed")).toBe("Something a family typed");
  });

  it("carries a filled-in part over", () => {
    expect(localizeMessage("ta", MESSAGES.socialLinkInvalid("Facebook"))).toBe("சரியான Facebook இணைப்பை உள்ளிடுங்கள்");
  });
});

describe("choosing the language", () => {
  it.each([
    [undefined, "en"],
    ["ta", "ta"],
    ["ta-LK,ta;q=0.9,en;q=0.8", "ta"],
    ["en-GB,en;q=0.9,ta;q=0.8", "en"],
    ["de-CH,de;q=0.9,ta;q=0.7", "ta"],
    ["fr-FR,fr", "en"],
    ["ta;q=0", "en"],
  ] as const)("Accept-Language %s means %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it("prefers ?lang=, then the kept choice, then the browser", () => {
    expect(pickLocale({ query: "en", cookie: "ta", acceptLanguage: "ta" })).toBe("en");
    expect(pickLocale({ query: "xx", cookie: "ta", acceptLanguage: "en" })).toBe("ta");
    expect(pickLocale({ cookie: "fr", acceptLanguage: "ta-LK" })).toBe("ta");
  });
});

describe("the memorial form's own rules", () => {
  it("read in Tamil where the server or the form shows them", () => {
    const english = "Please enter birth place";
    const found = Object.entries(en).find(([key, text]) => key.startsWith("posts.rule.") && text === english);
    expect(found, "a rule with this text").toBeTruthy();
    expect(localizeMessage("ta", english)).toBe(ta[found![0] as MessageKey]);
    expect(localizeMessage("ta", english)).toMatch(TAMIL_LETTER);
  });
});
