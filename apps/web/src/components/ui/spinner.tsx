import { LoaderCircle } from "lucide-react";
import { useT } from "../../lib/i18n";

export function Spinner({ label, className = "size-6" }: { label?: string; className?: string }) {
  const t = useT();
  return (
    <span role="status" className="inline-flex items-center text-accent-700">
      <LoaderCircle className={`${className} animate-spin`} aria-hidden="true" />
      <span className="sr-only">{label ?? t("ui.loading")}</span>
    </span>
  );
}

/** Fills the page area while a screen's code or data arrives. */
export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
