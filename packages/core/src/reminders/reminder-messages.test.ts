import { describe, expect, it } from "vitest";
import en from "../i18n/catalogs/en/reminders";
import { localizeMessage } from "../i18n/translate";
import { REMINDER_MESSAGES } from "./reminder-messages";

describe("the reminder calls' sentences", () => {
  it("read the same as their English catalog keys, and in Tamil for a Tamil reader", () => {
    for (const [name, text] of Object.entries(REMINDER_MESSAGES)) {
      expect(en[`reminders.error.${name}` as keyof typeof en]).toBe(text);
      expect(localizeMessage("ta", text)).not.toBe(text);
      expect(localizeMessage("en", text)).toBe(text);
    }
  });
});
