import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Feather } from "lucide-react";
import { checkTribute } from "@kma/core/engagement/engagement-rules";
import type { TributesObj } from "@kma/core/engagement/engagement-schemas";
import { TIMINGS } from "@kma/core/limits";
import { PAGE_FORMS, type PageFormState } from "@kma/core/engagement/page-forms";
import { paths } from "../../../../config/paths";
import { Button } from "../../../../components/ui/button";
import { Spinner } from "../../../../components/ui/spinner";
import { useT } from "../../../../lib/i18n";
import { toastError } from "../../../../lib/toast";
import { useAddTribute } from "../../api/add-tribute";
import { useDeleteTribute } from "../../api/delete-tribute";
import { refreshActivityAsAuthor, updateActivity } from "../../api/get-post";
import { loadedTributes, prependTribute, removeTribute, useTributes } from "../../api/get-post-tributes";
import { pageFormOf } from "../../api/page-form";
import type { MemorialPost, VisitorDetails } from "../../api/types";
import { PanelLink, PostedNotice } from "../panel-link";
import { LATER_SECTION_CLASS, SECTION_IDS, SectionHeading } from "../section-heading";
import { SidePanel } from "../side-panel";
import { useViewer } from "../use-viewer";
import { VisitorForm } from "../visitor-form";
import { TributeItem } from "./tribute-item";

/** How many of the newest tributes the page itself shows; the panel lists them all. */
const PREVIEW = 3;

const toTributesObj = (tribute: string, d: VisitorDetails): TributesObj => ({
  tribute,
  tributerFirstName: d.firstName,
  tributerLastName: d.lastName,
  email: d.email,
  mobileNumber: d.mobileNumber,
  currentPlace: d.currentPlace,
});

/** docs/spec.md section 5 "Tribute form", via core's checkTribute. */
export const checkTributeForm = (text: string, details: VisitorDetails, signedIn: boolean) => checkTribute(toTributesObj(text, details), { signedIn });

type Props = {
  post: MemorialPost;
  postKey: string;
  name: string;
  panelOpen: boolean;
  onOpenPanel: () => void;
  onClosePanel: () => void;
  /** What a post of this page's forms without the app came to (decision 037). */
  pageForm?: PageFormState | null;
};

/**
 * Tributes: the newest few on the page, and the 'Tributes' panel with the form and the whole
 * list. The panel and its form work without the app too (decision 037): `#tribute` opens it, and
 * the form posts to the page's address.
 */
export function TributesSection({ post, postKey, name, panelOpen, onOpenPanel, onClosePanel, pageForm = null }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const viewer = useViewer(post);
  const tributes = useTributes(post._id);
  const addTribute = useAddTribute();
  const deleteTribute = useDeleteTribute();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const { posted, problem } = pageFormOf(pageForm, "tribute");
  const list = loadedTributes(tributes.data);
  const total = post.activity.total_tributes;
  const hasMore = list.length < total && !tributes.isPending && !tributes.isError;

  async function postTribute(text: string, details: VisitorDetails) {
    const created = await addTribute.mutateAsync({ postObjectId: post._id, blogAuthor: post.author._id, tributesObj: toTributesObj(text, details) });
    prependTribute(queryClient, post._id, created);
    if (created.status !== "held") updateActivity(queryClient, postKey, (a) => ({ total_tributes: a.total_tributes + 1 }));
    closeTimer.current = window.setTimeout(onClosePanel, TIMINGS.panelCloseAfterPostMs);
    return created;
  }

  function remove(id: string) {
    setDeletingId(id);
    deleteTribute.mutate(id, {
      onSuccess: () => {
        removeTribute(queryClient, post._id, id);
        updateActivity(queryClient, postKey, (a) => ({ total_tributes: Math.max(0, a.total_tributes - 1) }));
        if (viewer.can.edit) void refreshActivityAsAuthor(queryClient, postKey);
      },
      onError: (error) => toastError(error, t("messages.anErrorOccurred")),
      onSettled: () => setDeletingId(null),
    });
  }

  const item = (tribute: (typeof list)[number]) => (
    <li key={tribute._id} className="min-w-0">
      <TributeItem tribute={tribute} canDelete={tribute.can.delete} deleting={deletingId === tribute._id} onDelete={() => remove(tribute._id)} />
    </li>
  );

  return (
    <section id={SECTION_IDS.tributes} aria-labelledby={`${SECTION_IDS.tributes}-heading`} className={LATER_SECTION_CLASS}>
      <SectionHeading
        section={SECTION_IDS.tributes}
        label={t("memorial.tributes.label")}
        aside={
          <PanelLink panel={PAGE_FORMS.tribute.panel} onOpen={onOpenPanel}>
            <Feather className="size-[18px]" aria-hidden="true" />
            {t("memorial.tributes.write")}
          </PanelLink>
        }
      >
        {t("memorial.tributes.heading")}
      </SectionHeading>
      <p className="mt-2 text-slate-600">{t("memorial.tributes.countTo", { count: total, name })}</p>
      <PostedNotice posted={posted} publicMessage={t("messages.tributeAdded")} />

      {tributes.isPending ? (
        <div className="mt-6 flex justify-center">
          <Spinner label={t("memorial.tributes.loading")} />
        </div>
      ) : list.length === 0 && total === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white/60 px-6 py-10 text-center">
          <p className="font-serif text-xl text-slate-800">{t("memorial.tributes.empty")}</p>
          <p className="mt-2 text-slate-600">{t("memorial.tributes.emptyHint", { name })}</p>
        </div>
      ) : list.length === 0 ? (
        // The list failed to load (only logged): offer to try again rather than claim there are none.
        <div className="mt-6">
          <Button variant="secondary" onClick={() => void tributes.refetch()} disabled={tributes.isFetching}>
            {t("memorial.tributes.load")}
          </Button>
        </div>
      ) : (
        <>
          <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">{list.slice(0, PREVIEW).map(item)}</ul>
          {total > PREVIEW || list.length > PREVIEW ? (
            <div className="mt-5">
              <PanelLink panel={PAGE_FORMS.tribute.panel} variant="secondary" onOpen={onOpenPanel}>
                {t("memorial.tributes.seeAll", { count: total })}
              </PanelLink>
            </div>
          ) : null}
        </>
      )}

      <SidePanel
        open={panelOpen}
        title={t("memorial.tributes.heading")}
        onClose={onClosePanel}
        intro={t("memorial.tributes.intro", { name })}
        anchor={{ id: PAGE_FORMS.tribute.panel, closeHref: `#${SECTION_IDS.tributes}` }}
      >
        <VisitorForm
          native={{ action: `${paths.post(post.blog_id)}#${PAGE_FORMS.tribute.panel}`, name: "tribute" }}
          problem={problem}
          textLabel={t("memorial.tributes.yourTribute")}
          textPlaceholder={t("memorial.tributes.placeholder", { name })}
          submitLabel={t("memorial.tributes.post")}
          successMessage={t("messages.tributeAdded")}
          check={checkTributeForm}
          submit={postTribute}
        />
        <h3 className="mt-8 border-t border-stone-200 pt-6 font-serif text-xl text-slate-900">
          {t("memorial.tributes.count", { count: total })}
        </h3>
        {list.length > 0 ? <ul className="mt-4 space-y-4">{list.map(item)}</ul> : <p className="mt-3 text-slate-600">{t("memorial.tributes.emptyPanel")}</p>}
        {hasMore ? (
          <div className="mt-5 flex justify-center">
            <Button variant="secondary" onClick={() => void tributes.fetchNextPage()} disabled={tributes.isFetchingNextPage}>
              {tributes.isFetchingNextPage ? t("memorial.loadingEllipsis") : t("memorial.loadMore")}
            </Button>
          </div>
        ) : null}
      </SidePanel>
    </section>
  );
}
