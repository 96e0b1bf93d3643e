import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { Link2, MessageSquare, Pencil, UsersRound } from "lucide-react";
import { pronounsFor } from "@kma/core/enums";
import { PAGE_FORMS } from "@kma/core/engagement/page-forms";
import { Button, ButtonLink } from "../../../components/ui/button";
import { PageLoader } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";
import { useCategoryLabel } from "../../../components/memorial-card/category-label";
import { useLocalizeMessage, useT, type MessageKey } from "../../../lib/i18n";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { usePost } from "../api/get-post";
import { usePageForm } from "../api/page-form";
import type { MemorialPost } from "../api/types";
import { familyContacts } from "../lib/family-contacts";
import { useKeeperNumbers } from "../api/get-keeper-numbers";
import { FamilySection as FamilySectionView } from "./family-section";
import { GallerySection as GallerySectionView } from "./gallery/gallery-section";
import { LikeButton } from "./like-button";
import { ReportButton } from "./report-button";
import { MemorialHeader as MemorialHeaderView } from "./memorial-header";
import { ModerationSetting } from "./moderation-setting";
import { MemorialNav as MemorialNavView } from "./memorial-nav";
import { MemoryWallSection as MemoryWallSectionView } from "./memory-wall/memory-wall-section";
import { NoticeDownloads } from "./notice/notice-downloads";
import { scrollToSection, SECTION_IDS } from "./section-heading";
import { hasServices, ServicesSection as ServicesSectionView } from "./services-section";
import { StorySection as StorySectionView } from "./story-section";
import { TributesSection as TributesSectionView } from "./tributes/tributes-section";
import { useViewer } from "./use-viewer";

type Panel = "memorial" | "tribute" | "images";

// Opening or closing a panel changes only the section that holds it: the others keep their last
// render instead of the whole page drawing again under the visitor's tap (on a slow phone that
// whole render was most of the 70 ms between "Write a Tribute" and its panel).
const MemorialHeader = memo(MemorialHeaderView);
const MemorialNav = memo(MemorialNavView);
const StorySection = memo(StorySectionView);
const ServicesSection = memo(ServicesSectionView);
const GallerySection = memo(GallerySectionView);
const MemoryWallSection = memo(MemoryWallSectionView);
const TributesSection = memo(TributesSectionView);
const FamilySection = memo(FamilySectionView);

/** The page's words for core's possessive pronoun ("His", "Her", "Their"), capitalised and not. */
const POSSESSIVES: Record<string, { title: MessageKey; lower: MessageKey }> = {
  His: { title: "memorial.possessive.male", lower: "memorial.possessiveLower.male" },
  Her: { title: "memorial.possessive.female", lower: "memorial.possessiveLower.female" },
  Their: { title: "memorial.possessive.other", lower: "memorial.possessiveLower.other" },
};

/**
 * Home's cards link to /post/:id#memorial and #tribute to open those panels; they are the panels'
 * own ids, so the address opens them before and without the app as well (decision 037).
 */
const PANEL_HASHES: Record<string, Panel> = { [`#${PAGE_FORMS.memorial.panel}`]: "memorial", [`#${PAGE_FORMS.tribute.panel}`]: "tribute" };

function Unavailable({ title, detail, children }: { title: string; detail: string; children?: ReactNode }) {
  const t = useT();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <title>{pageTitle(title)}</title>
      <h1 className="font-serif text-3xl text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-600">{detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {children}
        <ButtonLink to={paths.home} variant={children ? "secondary" : "primary"}>
          {t("memorial.goHome")}
        </ButtonLink>
      </div>
    </section>
  );
}

/** /post/:post_id: the memorial page (docs/spec.md "Memorial page", sections 4, 5, 8 and 9). */
export function MemorialPage() {
  const { post_id: postKey = "" } = useParams();
  const query = usePost(postKey);
  const t = useT();
  const localize = useLocalizeMessage();

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    // A draft is a 404 to anyone but its author: it "could not be found" like a missing one.
    if (query.error instanceof ApiError && query.error.status === 404)
      return <Unavailable title={t("messages.postNotFound")} detail={t("memorial.notFoundDetail")} />;
    return (
      <Unavailable title={t("memorial.loadFailed")} detail={localize(errorMessage(query.error))}>
        <Button onClick={() => void query.refetch()}>{t("ui.tryAgain")}</Button>
      </Unavailable>
    );
  }
  return <Memorial post={query.data} postKey={postKey} />;
}

function Memorial({ post, postKey }: { post: MemorialPost; postKey: string }) {
  const t = useT();
  const categoryLabel = useCategoryLabel();
  const viewer = useViewer(post);
  const location = useLocation();
  const navigate = useNavigate();
  // A panel opened by its address before the app came is open in the app's state too (the
  // server cannot know the address's #: the panel hydrates as drawn, then follows this).
  const [panel, setPanel] = useState<Panel | null>(() => PANEL_HASHES[location.hash] ?? null);
  const pageForm = usePageForm();

  useEffect(() => {
    const fromHash = PANEL_HASHES[location.hash];
    if (fromHash) setPanel(fromHash);
  }, [location.hash]);

  const openedByAddress = PANEL_HASHES[location.hash] !== undefined;
  const closePanel = useCallback(() => {
    setPanel(null);
    // Leave the address as it was opened without the panel's hash, so the same link opens it again.
    if (openedByAddress) void navigate({ hash: "" }, { replace: true, preventScrollReset: true });
  }, [openedByAddress, navigate]);
  const openImages = useCallback(() => setPanel("images"), []);
  const openMemorial = useCallback(() => setPanel("memorial"), []);
  const openTribute = useCallback(() => setPanel("tribute"), []);

  const name = `${post.firstname} ${post.lastname}`.trim();
  const possessive = POSSESSIVES[pronounsFor(post.gender).possessive] ?? POSSESSIVES.Their!;
  const keeperNumbers = useKeeperNumbers(postKey, viewer.username, viewer.can.read_phone_numbers);
  const contacts = useMemo(() => familyContacts(keeperNumbers.data ?? post), [keeperNumbers.data, post]);
  const showServices = hasServices(post);
  const commentCount = post.activity.total_comments;

  const { can } = viewer;
  const actions = useMemo(
    () => (
      <>
        <LikeButton post={post} postKey={postKey} />
        <button
          type="button"
          onClick={() => scrollToSection(SECTION_IDS.memoryWall)}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-slate-700 shadow-xs hover:bg-stone-100"
        >
          <MessageSquare className="size-[18px]" aria-hidden="true" />
          {/* Named by its visible text (label in name): "Memory Wall, 2 Memorials". */}
          <span className="sr-only">{t("memorial.memoryWallPrefix")}</span> {commentCount}{" "}
          <span className="max-sm:sr-only">{commentCount === 1 ? t("memorial.memorialOne") : t("memorial.memorialOther")}</span>
        </button>
        {/* The family does not report its own memorial. */}
        {can.edit ? null : <ReportButton variant="pill" what="memorial" targetType="post" targetId={post._id} />}
        {can.edit ? (
          <ButtonLink to={paths.postEdit(post.blog_id)} variant="secondary" size="sm" className="h-11 rounded-full">
            <Pencil className="size-4" aria-hidden="true" />
            {t("memorial.editPost")}
          </ButtonLink>
        ) : null}
        {can.see_keepers ? (
          <ButtonLink to={paths.dashboardKeepers(post.blog_id)} variant="secondary" size="sm" className="h-11 rounded-full">
            <UsersRound className="size-4" aria-hidden="true" />
            {t("keepers.link")}
          </ButtonLink>
        ) : null}
        <NoticeDownloads blogId={post.blog_id} draft={post.draft} />
      </>
    ),
    [post, postKey, commentCount, can, t],
  );

  return (
    <article className="pb-20">
      <title>{pageTitle(`${name} – ${post.title ? categoryLabel(post.title) : t("memorial.defaultTitle")}`)}</title>
      <MemorialHeader post={post} actions={actions} />

      <MemorialNav blogId={post.blog_id} published={!post.draft} name={name} showServices={showServices} showContact={contacts.length > 0} />

      <div className="mx-auto max-w-5xl space-y-16 px-4 pt-12 sm:space-y-20 sm:px-6">
        {post.visibility === "unlisted" && can.edit ? (
          // Decision 020: the family is reminded that only people with the link find this page.
          <p className="flex items-center gap-2 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-slate-700">
            <Link2 className="size-4 shrink-0" aria-hidden="true" />
            {t("privacy.unlistedNotice")}
          </p>
        ) : null}
        {can.review ? <ModerationSetting post={post} postKey={postKey} /> : null}
        <StorySection post={post} firstName={post.firstname || name} possessive={t(possessive.title)} possessiveLower={t(possessive.lower)} />
        {showServices ? <ServicesSection post={post} name={name} /> : null}
        <GallerySection
          post={post}
          postKey={postKey}
          name={name}
          possessive={t(possessive.lower)}
          panelOpen={panel === "images"}
          onOpenPanel={openImages}
          onClosePanel={closePanel}
        />
        <MemoryWallSection
          post={post}
          postKey={postKey}
          name={name}
          panelOpen={panel === "memorial"}
          onOpenPanel={openMemorial}
          onClosePanel={closePanel}
          pageForm={pageForm}
        />
        <TributesSection
          post={post}
          postKey={postKey}
          name={name}
          panelOpen={panel === "tribute"}
          onOpenPanel={openTribute}
          onClosePanel={closePanel}
          pageForm={pageForm}
        />
        {contacts.length > 0 ? <FamilySection contacts={contacts} blogId={post.blog_id} /> : null}
      </div>
    </article>
  );
}
