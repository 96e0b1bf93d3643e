import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { PAGE_FORM_QUERY_KEY, type PageFormName, type PageFormState, type PageFormValues } from "@kma/core/engagement/page-forms";

/**
 * What the memorial page's last form post without the app came to, when the server rendered the
 * page after it (decision 037): the server puts it in the query cache, the browser hydrates from
 * it. Read once when the page opens, then dropped, so another memorial opened in the app (or this
 * one opened again) shows no old notice.
 */
export function usePageForm(): PageFormState | null {
  const queryClient = useQueryClient();
  const [state] = useState(() => queryClient.getQueryData<PageFormState>(PAGE_FORM_QUERY_KEY) ?? null);
  useEffect(() => {
    if (state) queryClient.removeQueries({ queryKey: PAGE_FORM_QUERY_KEY, exact: true });
  }, [queryClient, state]);
  return state;
}

/** One form's part of it: posted (public at once, or held for the family), or its problem with what was typed. */
export function pageFormOf(
  state: PageFormState | null,
  name: PageFormName,
): { posted: "public" | "held" | null; problem: { message: string; values: PageFormValues } | null } {
  if (!state || state.form !== name) return { posted: null, problem: null };
  return "posted" in state ? { posted: state.posted, problem: null } : { posted: null, problem: { message: state.problem, values: state.values } };
}
