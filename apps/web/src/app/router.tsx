import { createBrowserRouter, Navigate, type HydrationState, type RouteObject } from "react-router";
import { PageLoader } from "../components/ui/spinner";
import { paths, patterns } from "../config/paths";
import { NotFoundPage } from "../features/errors/components/not-found-page";
import { RouteErrorPage } from "../features/errors/components/route-error-page";
import { GuestOnly } from "./layouts/guest-only";
import { RequireAdmin } from "./layouts/require-admin";
import { RequireAuth } from "./layouts/require-auth";
import { RootLayout } from "./layouts/root-layout";

/**
 * Every route of docs/spec.md section 2. Each screen is its own chunk (`lazy`); the frame,
 * guards and error page ship in the entry chunk.
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    HydrateFallback: PageLoader,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => import("../features/home/components/home-page").then((m) => ({ Component: m.HomePage })) },
          {
            element: <GuestOnly redirectTo={paths.home} />,
            children: [{ path: patterns.signin, lazy: () => import("../features/auth/components/sign-in-page").then((m) => ({ Component: m.SignInPage })) }],
          },
          {
            element: <GuestOnly redirectTo={paths.settingsEditProfile} />,
            children: [{ path: patterns.signup, lazy: () => import("../features/auth/components/sign-up-page").then((m) => ({ Component: m.SignUpPage })) }],
          },
          {
            path: patterns.forgotPassword,
            lazy: () => import("../features/auth/components/forgot-password-page").then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: patterns.resetPassword,
            lazy: () => import("../features/auth/components/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
          },
          {
            path: patterns.keep,
            lazy: () => import("../features/keepers/components/accept-invitation-page").then((m) => ({ Component: m.AcceptInvitationPage })),
          },
          {
            path: patterns.followConfirm,
            lazy: () => import("../features/reminders/components/confirm-follow-page").then((m) => ({ Component: m.ConfirmFollowPage })),
          },
          {
            path: patterns.unsubscribe,
            lazy: () => import("../features/reminders/components/unsubscribe-page").then((m) => ({ Component: m.UnsubscribePage })),
          },
          { path: patterns.verifyEmail, lazy: () => import("../features/auth/components/verify-email-page").then((m) => ({ Component: m.VerifyEmailPage })) },
          { path: patterns.contact, lazy: () => import("../features/contact/components/contact-page").then((m) => ({ Component: m.ContactPage })) },
          { path: patterns.terms, lazy: () => import("../features/legal/components/terms-page").then((m) => ({ Component: m.TermsPage })) },
          { path: patterns.privacy, lazy: () => import("../features/legal/components/privacy-page").then((m) => ({ Component: m.PrivacyPage })) },
          { path: patterns.post, lazy: () => import("../features/memorial-page/components/memorial-page").then((m) => ({ Component: m.MemorialPage })) },
          { path: patterns.search, lazy: () => import("../features/search/components/search-page").then((m) => ({ Component: m.SearchPage })) },
          { path: patterns.user, lazy: () => import("../features/profile/components/profile-page").then((m) => ({ Component: m.ProfilePage })) },
          {
            Component: RequireAuth,
            children: [
              { path: patterns.postCreate, lazy: () => import("../features/posts/components/post-create-page").then((m) => ({ Component: m.PostCreatePage })) },
              { path: patterns.postEdit, lazy: () => import("../features/posts/components/post-create-page").then((m) => ({ Component: m.PostCreatePage })) },
              {
                path: patterns.dashboard,
                lazy: () => import("../features/dashboard/components/dashboard-layout").then((m) => ({ Component: m.DashboardLayout })),
                children: [
                  { index: true, element: <Navigate to={paths.dashboardPosts} replace /> },
                  {
                    path: patterns.dashboardPosts,
                    lazy: () => import("../features/dashboard/components/manage-posts-page").then((m) => ({ Component: m.ManagePostsPage })),
                  },
                  {
                    path: patterns.dashboardNotifications,
                    lazy: () => import("../features/dashboard/components/notifications-page").then((m) => ({ Component: m.NotificationsPage })),
                  },
                  {
                    path: patterns.dashboardReports,
                    lazy: () => import("../features/dashboard/components/reports-page").then((m) => ({ Component: m.ReportsPage })),
                  },
                  {
                    path: patterns.dashboardKept,
                    lazy: () => import("../features/keepers/components/kept-posts-page").then((m) => ({ Component: m.KeptPostsPage })),
                  },
                  {
                    path: patterns.dashboardKeepers,
                    lazy: () => import("../features/keepers/components/keepers-page").then((m) => ({ Component: m.KeepersPage })),
                  },
                  {
                    path: patterns.dashboardReview,
                    lazy: () => import("../features/review/components/review-page").then((m) => ({ Component: m.ReviewPage })),
                  },
                ],
              },
              {
                path: patterns.settings,
                lazy: () => import("../features/settings/components/settings-layout").then((m) => ({ Component: m.SettingsLayout })),
                children: [
                  { index: true, element: <Navigate to={paths.settingsEditProfile} replace /> },
                  {
                    path: patterns.settingsEditProfile,
                    lazy: () => import("../features/settings/components/edit-profile-page").then((m) => ({ Component: m.EditProfilePage })),
                  },
                  {
                    path: patterns.settingsChangePassword,
                    lazy: () => import("../features/settings/components/change-password-page").then((m) => ({ Component: m.ChangePasswordPage })),
                  },
                  {
                    path: patterns.settingsYourData,
                    lazy: () => import("../features/settings/components/your-data-page").then((m) => ({ Component: m.YourDataPage })),
                  },
                ],
              },
            ],
          },
          {
            Component: RequireAdmin,
            children: [
              {
                path: patterns.adminReports,
                lazy: () => import("../features/admin/components/admin-reports-page").then((m) => ({ Component: m.AdminReportsPage })),
              },
            ],
          },
          // Shipped with the frame: the error page shows it for 404 responses too.
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  },
];

/** `hydrationData`: the router state of a page the server rendered (entry-server.tsx). */
export const createAppRouter = (options: { hydrationData?: HydrationState } = {}) => createBrowserRouter(routes, options);
