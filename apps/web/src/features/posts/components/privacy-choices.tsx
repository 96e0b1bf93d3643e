import type { PostFormApi } from "../hooks/use-post-form";
import { useT } from "../../../lib/i18n";
import { ChoiceField } from "./form-fields";

/**
 * The memorial form's privacy choices (decision 020): who may read each family phone
 * number, and whether the memorial is listed or opened only by its link.
 */

export function usePhoneVisibilityOptions() {
  const t = useT();
  return [
    { value: "signed-in", label: t("privacy.phoneVisibility.signedIn") },
    { value: "hidden", label: t("privacy.phoneVisibility.hidden") },
  ];
}

/** The funeral contact person's number: shown to signed-in visitors (default) or hidden. */
export function ContactPhoneVisibility({ form }: { form: PostFormApi }) {
  const t = useT();
  return (
    <ChoiceField
      label={t("privacy.phoneVisibility")}
      context={t("posts.contact")}
      options={usePhoneVisibilityOptions()}
      value={form.fields.contactphonevisibility ?? "signed-in"}
      onChange={(e) => form.choose({ contactphonevisibility: e.target.value === "hidden" ? "hidden" : "signed-in" })}
    />
  );
}

/** Everyone (listed) or anyone with the link (unlisted); the hint says what the chosen one means. */
export function PostVisibilityField({ form }: { form: PostFormApi }) {
  const t = useT();
  const unlisted = form.fields.visibility === "unlisted";
  return (
    <ChoiceField
      label={t("privacy.visibility.legend")}
      className="sm:col-span-2"
      options={[
        { value: "public", label: t("privacy.visibility.public") },
        { value: "unlisted", label: t("privacy.visibility.unlisted") },
      ]}
      hint={t(unlisted ? "privacy.visibility.unlistedHint" : "privacy.visibility.publicHint")}
      value={unlisted ? "unlisted" : "public"}
      onChange={(e) => form.choose({ visibility: e.target.value === "unlisted" ? "unlisted" : "public" })}
    />
  );
}
