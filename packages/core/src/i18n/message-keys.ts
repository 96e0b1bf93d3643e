import { KEEPER_MESSAGES } from "../keepers/keeper-messages";
import { MESSAGES } from "../messages";
import { REMINDER_MESSAGES } from "../reminders/reminder-messages";
import { POST_FIELD_MESSAGES } from "../posts/post-rules";
import type { MessageKey } from "./catalogs/en/index";
import { FILLED_PART } from "./filled-part";

export type MessageValues = Record<string, string | number>;

/**
 * From a spec message's (or a memorial form rule's) English text back to its catalog key: the server's answers and the
 * shared validation rules carry the English text (docs/api.md fixes it), and a Tamil reader sees it
 * translated where it is shown. Built from MESSAGES itself (which the forms already load), so
 * the browser needs no second copy of the English. A message with a filled-in part (`Please
 * enter a valid {site} link`) is matched by pattern and its part handed back.
 */
const exact = new Map<string, MessageKey>();
const patterns: { key: MessageKey; pattern: RegExp; name: string }[] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SLOT = "\u0000slot\u0000";

/**
 * The memorial form's own rules (post-rules.ts) that are not spec messages have keys of their own
 * in the posts area (`posts.rule.firstname`); the first rule with a text owns it.
 */
const specTexts = new Set<unknown>(Object.values(MESSAGES));
for (const [name, text] of Object.entries(POST_FIELD_MESSAGES)) {
  if (!specTexts.has(text) && !exact.has(text)) exact.set(text, `posts.rule.${name}` as MessageKey);
}

/** The co-keeper calls' sentences have keys in the keepers area (`keepers.error.inviteUsed`). */
for (const [name, text] of Object.entries(KEEPER_MESSAGES)) {
  if (!specTexts.has(text) && !exact.has(text)) exact.set(text, `keepers.error.${name}` as MessageKey);
}

/** The remembrance-reminder calls' sentences have keys in the reminders area (`reminders.error.confirmInvalid`). */
for (const [name, text] of Object.entries(REMINDER_MESSAGES)) {
  if (!specTexts.has(text) && !exact.has(text)) exact.set(text, `reminders.error.${name}` as MessageKey);
}

for (const [name, text] of Object.entries(MESSAGES)) {
  const key = `messages.${name}` as MessageKey;
  if (typeof text === "string") {
    if (!exact.has(text)) exact.set(text, key);
    continue;
  }
  const [before = "", after = ""] = (text as (part: string) => string)(SLOT).split(SLOT);
  patterns.push({ key, pattern: new RegExp(`^${escapeRegExp(before)}(.+?)${escapeRegExp(after)}$`), name: FILLED_PART });
}

export function messageKeyForText(text: string): { key: MessageKey; values?: MessageValues } | null {
  const key = exact.get(text);
  if (key) return { key };
  for (const { key: patternKey, pattern, name } of patterns) {
    const match = pattern.exec(text);
    if (match) return { key: patternKey, values: { [name]: match[1]! } };
  }
  return null;
}
