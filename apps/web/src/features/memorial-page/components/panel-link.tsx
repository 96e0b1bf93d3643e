import type { MouseEvent, ReactNode } from "react";
import { CircleCheck } from "lucide-react";
import { WORKS_WITHOUT_APP_ATTRIBUTE } from "@kma/core/page-boot";
import { buttonClass } from "../../../components/ui/button";
import { useT } from "../../../lib/i18n";

/**
 * A control that opens a panel of the page (decision 037): a link to the panel's #id, which opens
 * it without the app (CSS `:target`); once the app runs, it opens the panel itself and the
 * address stays as it is. The boot script lets its first tap through instead of holding it.
 */
export function PanelLink({
  panel,
  onOpen,
  variant = "primary",
  children,
}: {
  panel: string;
  onOpen: () => void;
  variant?: "primary" | "secondary";
  children: ReactNode;
}) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <a href={`#${panel}`} onClick={open} className={buttonClass({ variant })} {...{ [WORKS_WITHOUT_APP_ATTRIBUTE]: "" }}>
      {children}
    </a>
  );
}

/**
 * The page's thanks after a message or tribute was posted without the app (decision 037): the
 * words of the toast the app shows, on the page the visitor came back to.
 */
export function PostedNotice({ posted, publicMessage }: { posted: "public" | "held" | null; publicMessage: string }) {
  const t = useT();
  if (!posted) return null;
  return (
    <p role="status" className="mt-4 flex items-start gap-2.5 rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 leading-relaxed text-accent-900">
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
      {posted === "held" ? t("review.heldToast") : publicMessage}
    </p>
  );
}
