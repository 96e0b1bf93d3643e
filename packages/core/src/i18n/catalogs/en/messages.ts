import { MESSAGES } from "../../../messages";
import { FILLED_PART } from "../../filled-part";

type MessageTexts = { readonly [K in keyof typeof MESSAGES as `messages.${K}`]: string };

/**
 * The spec's messages (packages/core/src/messages.ts, word for word) as catalog entries, so the
 * forms, the toasts and the server's `{ error }` answers can be shown in Tamil too. The one
 * message with a part filled in (`socialLinkInvalid`) becomes an ICU argument.
 */
const messages = Object.fromEntries(
  Object.entries(MESSAGES).map(([key, text]) => [`messages.${key}`, typeof text === "function" ? text(`{${FILLED_PART}}`) : text]),
) as unknown as MessageTexts;

export default messages;
