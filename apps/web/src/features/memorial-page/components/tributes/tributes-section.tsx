import { Feather } from "lucide-react";
import { checkTribute } from "@kma/core/engagement/engagement-rules";
import type { TributesObj } from "@kma/core/engagement/engagement-schemas";
import { PAGE_FORMS } from "@kma/core/engagement/page-forms";
import { Button } from "../../../../components/ui/button";
import { useT } from "../../../../lib/i18n";
import { useAddTribute } from "../../api/add-tribute";
import { useDeleteTribute } from "../../api/delete-tribute";
import { loadedTributes, prependTribute, removeTribute, useTributes } from "../../api/get-post-tributes";
import { visitorContact, type VisitorDetails } from "../../api/types";
import { PanelLink } from "../panel-link";
import { useWritingSection } from "../use-writing-section";
import { NothingYet, SectionLoading, WritingSection, type WritingSectionProps } from "../writing-section";
import { TributeItem } from "./tribute-item";

/** How many of the newest tributes the page itself shows; the panel lists them all. */
const PREVIEW = 3;

const toTributesObj = (tribute: string, d: VisitorDetails): TributesObj => ({
  tribute,
  tributerFirstName: d.firstName,
  tributerLastName: d.lastName,
  ...visitorContact(d),
});

/** docs/spec.md section 5 "Tribute form", via core's checkTribute. */
export const checkTributeForm = (text: string, details: VisitorDetails, signedIn: boolean) => checkTribute(toTributesObj(text, details), { signedIn });

/**
 * Tributes: the newest few on the page, and the 'Tributes' panel with the form and the whole
 * list (a WritingSection, as the memory wall is). The panel and its form work without the app
 * too (decision 037): `#tribute` opens it, and the form posts to the page's address.
 */
export function TributesSection(page: WritingSectionProps) {
  const { post, name, onOpenPanel } = page;
  const t = useT();
  const { queryClient, deletingId, closePanelSoon, updateCounts, countPosted, remove } = useWritingSection(page);
  const tributes = useTributes(post._id);
  const addTribute = useAddTribute();
  const deleteTribute = useDeleteTribute();

  const list = loadedTributes(tributes.data);
  const total = post.activity.total_tributes;
  const hasMore = list.length < total && !tributes.isPending && !tributes.isError;

  async function postTribute(text: string, details: VisitorDetails) {
    const created = await addTribute.mutateAsync({ postObjectId: post._id, blogAuthor: post.author._id, tributesObj: toTributesObj(text, details) });
    prependTribute(queryClient, post._id, created);
    countPosted(created, (a) => ({ total_tributes: a.total_tributes + 1 }));
    closePanelSoon();
    return created;
  }

  function removeOne(id: string) {
    remove(id, deleteTribute, () => {
      removeTribute(queryClient, post._id, id);
      updateCounts((a) => ({ total_tributes: Math.max(0, a.total_tributes - 1) }));
    });
  }

  const item = (tribute: (typeof list)[number]) => (
    <li key={tribute._id} className="min-w-0">
      <TributeItem tribute={tribute} canDelete={tribute.can.delete} deleting={deletingId === tribute._id} onDelete={() => removeOne(tribute._id)} />
    </li>
  );

  return (
    <WritingSection
      form="tribute"
      page={page}
      texts={{
        label: t("memorial.tributes.label"),
        heading: t("memorial.tributes.heading"),
        write: t("memorial.tributes.write"),
        count: t("memorial.tributes.countTo", { count: total, name }),
        intro: t("memorial.tributes.intro", { name }),
        textLabel: t("memorial.tributes.yourTribute"),
        textPlaceholder: t("memorial.tributes.placeholder", { name }),
        submitLabel: t("memorial.tributes.post"),
        added: t("messages.tributeAdded"),
      }}
      writeIcon={Feather}
      check={checkTributeForm}
      submit={postTribute}
      panelExtra={
        <>
          <h3 className="mt-8 border-t border-stone-200 pt-6 font-serif text-xl text-slate-900">{t("memorial.tributes.count", { count: total })}</h3>
          {list.length > 0 ? <ul className="mt-4 space-y-4">{list.map(item)}</ul> : <p className="mt-3 text-slate-600">{t("memorial.tributes.emptyPanel")}</p>}
          {hasMore ? (
            <div className="mt-5 flex justify-center">
              <Button variant="secondary" onClick={() => void tributes.fetchNextPage()} disabled={tributes.isFetchingNextPage}>
                {tributes.isFetchingNextPage ? t("memorial.loadingEllipsis") : t("memorial.loadMore")}
              </Button>
            </div>
          ) : null}
        </>
      }
    >
      {tributes.isPending ? (
        <SectionLoading label={t("memorial.tributes.loading")} />
      ) : list.length === 0 && total === 0 ? (
        <NothingYet className="mt-6" title={t("memorial.tributes.empty")} hint={t("memorial.tributes.emptyHint", { name })} />
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
    </WritingSection>
  );
}
