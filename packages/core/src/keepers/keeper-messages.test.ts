import { describe, expect, it } from "vitest";
import en from "../i18n/catalogs/en/keepers";
import { localizeMessage } from "../i18n/translate";
import { KEEPER_MESSAGES } from "./keeper-messages";

describe("the co-keeper calls' sentences", () => {
  it("read the same as their English catalog keys, and in Tamil for a Tamil reader", () => {
    for (const [name, text] of Object.entries(KEEPER_MESSAGES)) {
      expect(en[`keepers.error.${name}` as keyof typeof en]).toBe(text);
      expect(localizeMessage("ta", text)).not.toBe(text);
      expect(localizeMessage("en", text)).toBe(text);
    }
  });
});
