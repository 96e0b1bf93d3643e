import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { TIMINGS } from "@kma/core/limits";
import { useT } from "../../../lib/i18n";
import { toastError } from "../../../lib/toast";
import { refreshActivityAsAuthor, updateActivity } from "../api/get-post";
import type { Activity } from "../api/types";
import { useViewer } from "./use-viewer";
import type { WritingSectionProps } from "./writing-section";

/** What a delete's `mutate` is given: the memory wall's and the tributes' deletes take an id. */
type DeleteCallbacks = { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void };

/**
 * What the memory wall and the tributes do alike around what visitors write (WritingSection
 * draws what they show alike): the panel closes a moment after a post, once its thanks has been
 * read; a post counts on the page only once it is public; one item at a time is being deleted;
 * a failed delete is a toast.
 */
export function useWritingSection({ post, postKey, onClosePanel }: WritingSectionProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const viewer = useViewer(post);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  /** After a post from the panel: it closes once the visitor has seen the thanks. */
  function closePanelSoon() {
    closeTimer.current = window.setTimeout(onClosePanel, TIMINGS.panelCloseAfterPostMs);
  }

  /** Changes the page's counts, in every viewer's copy of the post. */
  function updateCounts(change: (activity: Activity) => Partial<Activity>) {
    updateActivity(queryClient, postKey, change);
  }

  /** A held item is shown to its writer, marked, and counted nowhere until approved. */
  function countPosted(created: { status: string }, change: (activity: Activity) => Partial<Activity>) {
    if (created.status !== "held") updateCounts(change);
  }

  /**
   * Deletes `id` with `remover`, marked as under way meanwhile; `removed` updates what the page
   * shows. The author's page then takes the server's counts, which include replies never loaded here.
   */
  function remove(id: string, remover: { mutate: (id: string, callbacks: DeleteCallbacks) => void }, removed: () => void) {
    setDeletingId(id);
    remover.mutate(id, {
      onSuccess: () => {
        removed();
        if (viewer.can.edit) void refreshActivityAsAuthor(queryClient, postKey);
      },
      onError: (error) => toastError(error, t("messages.anErrorOccurred")),
      onSettled: () => setDeletingId(null),
    });
  }

  return { queryClient, viewer, deletingId, closePanelSoon, updateCounts, countPosted, remove };
}
