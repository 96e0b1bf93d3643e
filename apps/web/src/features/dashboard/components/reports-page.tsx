import { ReportsList } from "../../../components/reports/reports-list";
import { getKeeperReports } from "../api/get-reports";

/** /dashboard/reports: what visitors reported on the memorials the user keeps, with Keep it and Delete it. */
export function ReportsPage() {
  return <ReportsList queryKey={["reports", "keeper"]} fetchPage={getKeeperReports} heading="reports.heading" intro="reports.intro" />;
}
