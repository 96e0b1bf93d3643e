import { ReportsList } from "../../../components/reports/reports-list";
import { getSiteReports } from "../api/get-site-reports";

/** /admin/reports: the site admins' list of every report (decision 026); the router shows it to admins only (RequireAdmin). */
export function AdminReportsPage() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 md:py-10">
      <ReportsList admin queryKey={["reports", "site"]} fetchPage={getSiteReports} heading="reports.adminHeading" intro="reports.adminIntro" />
    </div>
  );
}
