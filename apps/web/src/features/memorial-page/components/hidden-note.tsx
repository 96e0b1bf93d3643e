import { EyeOff } from "lucide-react";
import { useT } from "../../../lib/i18n";

/** On an item reports have hidden, for the only people who still see it: its author and the keepers (decision 026). */
export function HiddenNote() {
  const t = useT();
  return (
    <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t("reports.hiddenNote")}
    </p>
  );
}
