import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useT } from "../../../lib/i18n";
import { LegalPage, legalLinkClass, type LegalSection } from "./legal-page";

/** /privacy: what is stored, who sees it, for how long, and how to download, delete or ask for removal. */
export function PrivacyPage() {
  const t = useT();
  const sections: LegalSection[] = [
    {
      id: "stored",
      title: "account.privacy.storedTitle",
      list: [
        "account.privacy.storedAccount",
        "account.privacy.storedMemorials",
        "account.privacy.storedMessages",
        "account.privacy.storedPhotos",
        "account.privacy.storedLogs",
        "account.privacy.storedLanguage",
      ],
    },
    { id: "who", title: "account.privacy.whoTitle", text: "account.privacy.who" },
    { id: "families", title: "account.privacy.familyTitle", text: "account.privacy.family" },
    { id: "how-long", title: "account.privacy.howLongTitle", text: "account.privacy.howLong" },
    {
      id: "your-data",
      title: "account.privacy.yourDataTitle",
      text: "account.privacy.yourData",
      after: (
        <p className="mt-2">
          <Link to={paths.settingsYourData} className={`${legalLinkClass} inline-flex min-h-11 items-center`}>
            {t("account.title")}
          </Link>
        </p>
      ),
    },
    { id: "removal", title: "account.privacy.removalTitle", text: "account.privacy.removal" },
    { id: "rights", title: "account.privacy.rightsTitle", text: "account.privacy.rights" },
  ];
  return (
    <LegalPage title="account.privacy.title" intro={t("account.privacy.intro")} sections={sections} other={{ to: paths.terms, title: "account.terms.title" }} />
  );
}
