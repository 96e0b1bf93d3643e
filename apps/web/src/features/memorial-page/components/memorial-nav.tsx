import { useState } from "react";
import { Share2 } from "lucide-react";
import { SharePopover } from "../../../components/share/share-popover";
import { postShareUrl } from "../../../components/share/share-links";
import { useT } from "../../../lib/i18n";
import { QrCodeLinks } from "./qr-code-links";
import { scrollToSection, SECTION_IDS, type SectionId } from "./section-heading";

type Props = {
  blogId: string;
  /** A draft has no public address yet, so no QR code. */
  published?: boolean;
  name: string;
  showServices: boolean;
  showContact: boolean;
};

const buttonClass =
  "inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm whitespace-nowrap sm:px-4 font-medium text-slate-700 transition-colors hover:bg-stone-200/70 hover:text-slate-900 aria-expanded:bg-accent-50 aria-expanded:text-accent-800";

/**
 * The memorial's own menu, sticky under the top bar: Share opens the share panel; the others
 * scroll to their sections (a section that is hidden has no button).
 */
export function MemorialNav({ blogId, published = true, name, showServices, showContact }: Props) {
  const t = useT();
  const [sharing, setSharing] = useState(false);
  const links: Array<{ label: string; section: SectionId }> = [
    { label: t("memorial.nav.memorial"), section: SECTION_IDS.memorial },
    ...(showServices ? [{ label: t("memorial.nav.services"), section: SECTION_IDS.services }] : []),
    { label: t("memorial.nav.photos"), section: SECTION_IDS.photos },
    { label: t("memorial.nav.tribute"), section: SECTION_IDS.tributes },
    ...(showContact ? [{ label: t("memorial.nav.contact"), section: SECTION_IDS.contact }] : []),
  ];

  return (
    <nav
      aria-label={t("memorial.nav.label")}
      className="print:hidden sticky top-[60px] z-30 mt-10 border-y border-stone-200/80 bg-paper/95 backdrop-blur-md md:top-[72px]"
    >
      <div className="mx-auto flex max-w-5xl items-center gap-1 px-2 py-1.5 sm:px-6">
        <div className="relative shrink-0">
          <button
            type="button"
            className={buttonClass}
            aria-expanded={sharing}
            aria-haspopup="dialog"
            // The popover closes itself on a press outside it; this press should only toggle it.
            onMouseDown={(event) => sharing && event.stopPropagation()}
            onTouchStart={(event) => sharing && event.stopPropagation()}
            onClick={() => setSharing((open) => !open)}
          >
            <Share2 className="size-4" aria-hidden="true" />
            {t("memorial.nav.share")}
          </button>
          {sharing ? (
            <SharePopover url={postShareUrl(blogId)} title={t("memorial.shareTitle", { name })} onClose={() => setSharing(false)}>
              {published ? <QrCodeLinks blogId={blogId} /> : null}
            </SharePopover>
          ) : null}
        </div>
        <span aria-hidden="true" className="mx-1 h-5 w-px shrink-0 bg-stone-300" />
        <ul className="flex min-w-0 items-center gap-1 overflow-x-auto [scrollbar-width:none] max-sm:pr-6 max-sm:[mask-image:linear-gradient(to_right,black_85%,transparent)]">
          {links.map((link) => (
            <li key={link.section}>
              <button type="button" className={buttonClass} onClick={() => scrollToSection(link.section)}>
                {link.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
