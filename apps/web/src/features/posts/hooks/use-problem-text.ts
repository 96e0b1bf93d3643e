import { useCallback } from "react";
import { MESSAGES } from "@kma/core/messages";
import { POST_FIELD_MESSAGES } from "@kma/core/posts/post-rules";
import { useLocalizeMessage, useT, type MessageKey } from "../../../lib/i18n";

/**
 * A publish rule's English text -> its catalog key (the first rule with that text). A rule whose
 * text is one of the spec's messages has no key of its own (catalogs/en/posts.ts): it is shown
 * through the messages area instead.
 */
const specTexts = new Set<unknown>(Object.values(MESSAGES));
const RULE_KEYS = new Map<string, MessageKey>();
for (const [name, text] of Object.entries(POST_FIELD_MESSAGES)) {
  if (!specTexts.has(text) && !RULE_KEYS.has(text)) RULE_KEYS.set(text, `posts.rule.${name}` as MessageKey);
}

/**
 * What checkDraft / checkPublish / checkEvent answered, in the page's language: the form's own
 * rules (post-rules.ts) come from the posts catalog, the spec's messages from the messages one.
 */
export function useProblemText(): (problem: string) => string {
  const t = useT();
  const localize = useLocalizeMessage();
  return useCallback(
    (problem: string) => {
      const key = RULE_KEYS.get(problem);
      return key ? t(key) : localize(problem);
    },
    [t, localize],
  );
}
