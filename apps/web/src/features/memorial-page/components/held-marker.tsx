import { Clock } from "lucide-react";
import { useT } from "../../../lib/i18n";

/** 'Awaiting the family's approval': on a held item, which only its own writer sees (decision 024). */
export function HeldMarker({ className = "" }: { className?: string }) {
  const t = useT();
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ${className}`}
    >
      <Clock className="size-4" aria-hidden="true" />
      {t("review.awaiting")}
    </p>
  );
}
