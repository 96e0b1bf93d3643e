import { Outlet } from "react-router";
import { SectionNav } from "../../../components/ui/section-nav";
import { paths } from "../../../config/paths";

/** /dashboard frame. The full sidebar (with Create and the Settings group) comes with its own issue. */
export function DashboardLayout() {
  return (
    <>
      <div className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6">
        <SectionNav
          label="Dashboard"
          links={[
            { to: paths.dashboardPosts, label: "Posts" },
            { to: paths.dashboardNotifications, label: "Notifications" },
          ]}
        />
      </div>
      <Outlet />
    </>
  );
}
