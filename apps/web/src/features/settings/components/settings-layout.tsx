import { Outlet } from "react-router";
import { SectionNav } from "../../../components/ui/section-nav";
import { paths } from "../../../config/paths";

/** /settings frame. */
export function SettingsLayout() {
  return (
    <>
      <div className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6">
        <SectionNav
          label="Settings"
          links={[
            { to: paths.settingsEditProfile, label: "Edit Profile" },
            { to: paths.settingsChangePassword, label: "Change Password" },
          ]}
        />
      </div>
      <Outlet />
    </>
  );
}
