import { paths } from "../../../config/paths";
import { SITE_NAME } from "../../../config/site";
import { useT } from "../../../lib/i18n";
import { LegalPage, type LegalSection } from "./legal-page";

const SECTIONS: LegalSection[] = [
  { id: "use", title: "account.terms.useTitle", text: "account.terms.use" },
  { id: "content", title: "account.terms.contentTitle", text: "account.terms.content" },
  { id: "families", title: "account.terms.familyTitle", text: "account.terms.family" },
  { id: "conduct", title: "account.terms.conductTitle", text: "account.terms.conduct" },
  { id: "leaving", title: "account.terms.endTitle", text: "account.terms.end" },
  { id: "limits", title: "account.terms.liabilityTitle", text: "account.terms.liability" },
];

/** /terms: the Terms of Service, in plain words. */
export function TermsPage() {
  const t = useT();
  return (
    <LegalPage
      title="account.terms.title"
      intro={t("account.terms.intro", { site: SITE_NAME })}
      sections={SECTIONS}
      other={{ to: paths.privacy, title: "account.privacy.title" }}
    />
  );
}
