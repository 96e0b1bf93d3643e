import { useId, useState, type ComponentType, type MouseEvent, type ReactNode } from "react";
import { Check, MessageCircle, PhoneCall, X } from "lucide-react";
import { Dialog } from "../dialog/dialog";
import { useT } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "../ui/social-icons";
import { copyText, INSTAGRAM_URL, shareLinks, type ShareTarget } from "./share-links";

const icons: Record<ShareTarget, { Icon: ComponentType<{ className?: string }>; tone: string }> = {
  whatsapp: { Icon: MessageCircle, tone: "bg-[#25D366]/12 text-[#128C7E] group-hover:bg-[#25D366]/20" },
  facebook: { Icon: FacebookIcon, tone: "bg-[#1877F2]/10 text-[#1877F2] group-hover:bg-[#1877F2]/18" },
  twitter: { Icon: TwitterIcon, tone: "bg-slate-900/8 text-slate-900 group-hover:bg-slate-900/14" },
  instagram: { Icon: InstagramIcon, tone: "bg-[#E1306C]/10 text-[#C13584] group-hover:bg-[#E1306C]/18" },
  viber: { Icon: PhoneCall, tone: "bg-[#7360F2]/10 text-[#665CAC] group-hover:bg-[#7360F2]/18" },
};

type Props = {
  /** The absolute address to share (see postShareUrl). */
  url: string;
  /** Text sent along with the link, e.g. the person's name. */
  title: string;
  onClose: () => void;
  /** Placement; the parent is `relative`. Defaults to below, left-aligned. */
  className?: string;
  /** More ways to share, under the link (the memorial page's QR code). */
  children?: ReactNode;
};

/**
 * docs/spec.md "Share popover": 280 px wide, WhatsApp, Facebook, Twitter/X, Instagram and Viber,
 * a read-only link with a copy button, and a close button. On the site's Dialog, in place beside
 * its button: focus moves in when it opens, Tab stays inside (it is modal for the keyboard), and
 * focus goes back to whatever opened it (the Share button) on Escape or close; a click outside
 * just closes it, leaving focus where the visitor clicked, so the page around it is not inert. A
 * press on the Share button is left to its own click, which toggles the popover shut.
 */
export function SharePopover({ url, title, onClose, className = "top-full left-0 mt-2", children }: Props) {
  const t = useT();
  const headingId = useId();
  const inputId = useId();
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (await copyText(url)) {
      setCopied(true);
      toast.success(t("messages.linkCopied"));
    } else {
      toast.error(t("messages.linkCopyFailed"));
    }
  }

  async function shareToInstagram(event: MouseEvent<HTMLAnchorElement>) {
    // Instagram has no web share URL: a post or story can only be made in its app. On phones
    // the browser's share sheet lists Instagram, so use it. Elsewhere copy the link first (to
    // paste into a message or bio), then open Instagram in a new tab.
    event.preventDefault();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch {
        // the visitor closed the sheet
      }
      return;
    }
    await copy();
    window.open(INSTAGRAM_URL, "_blank", "noopener,noreferrer");
  }

  return (
    <Dialog
      onClose={onClose}
      labelledBy={headingId}
      initialFocus="panel"
      portal={false}
      lockScroll={false}
      closeOnOutsidePress
      // The page stays usable around it: a press outside closes it and goes on to what it pressed.
      modal={false}
      className={`absolute z-30 w-[280px] max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-4 text-left shadow-lg ring-1 ring-black/5 focus:outline-none ${className}`}
    >
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="font-serif text-lg text-slate-900">
          {t("share.heading")}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("share.close")}
          className="-mr-3 inline-flex size-11 items-center justify-center rounded-full text-slate-500 hover:bg-stone-100 hover:text-slate-900"
        >
          <X className="size-[18px]" aria-hidden="true" />
        </button>
      </div>

      <ul className="mt-3 flex justify-between gap-0.5">
        {shareLinks(url, title).map((link) => {
          const { Icon, tone } = icons[link.id];
          return (
            <li key={link.id}>
              <a
                href={link.href}
                target={link.id === "viber" ? undefined : "_blank"}
                rel="noopener noreferrer"
                onClick={link.id === "instagram" ? shareToInstagram : undefined}
                aria-label={t("share.on", { site: link.label })}
                className="group flex min-w-11 flex-col items-center gap-1 rounded-lg py-1 leading-tight text-slate-600 hover:text-slate-900"
              >
                <span className={`inline-flex size-10 items-center justify-center rounded-full transition-colors ${tone}`}>
                  <Icon className="size-5" />
                </span>
                <span aria-hidden="true" className="text-[0.68rem] whitespace-nowrap">
                  {link.id === "twitter" ? "X" : link.label}
                </span>
              </a>
            </li>
          );
        })}
      </ul>

      <label htmlFor={inputId} className="mt-4 block text-xs font-medium text-slate-600">
        {t("share.link")}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-2.5 text-base text-slate-700 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600/30"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex h-11 shrink-0 items-center gap-1 rounded-lg bg-accent-700 px-3 text-sm font-medium text-white capitalize shadow-sm hover:bg-accent-800"
        >
          {copied ? <Check className="size-4" aria-hidden="true" /> : null}
          {t("share.copy")}
        </button>
      </div>
      {children}
    </Dialog>
  );
}
