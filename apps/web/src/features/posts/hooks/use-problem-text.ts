import { useLocalizeMessage } from "../../../lib/i18n";

/**
 * What checkDraft / checkPublish / checkEvent answered, in the page's language: the form's own
 * rules (post-rules.ts) and the spec's messages are both found by their English text
 * (@kma/core/i18n/message-keys), as the server finds them for its `{ error }` answers.
 */
export function useProblemText(): (problem: string) => string {
  return useLocalizeMessage();
}
