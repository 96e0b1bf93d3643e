import { FORMER_MEMBER_NAME } from "@kma/core/users/account-rules";
import type { Translate } from "./i18n";

/**
 * A name as the reader should see it. What a deleted account left behind is stored under
 * FORMER_MEMBER_NAME, in English (decision 021): a Tamil reader sees it in Tamil. Only a name
 * with no account behind it can be that mark.
 */
export function readersName(storedName: string, t: Translate): string {
  return storedName === FORMER_MEMBER_NAME ? t("account.formerMember") : storedName;
}
