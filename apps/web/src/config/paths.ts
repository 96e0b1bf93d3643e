/**
 * The one route table. Route definitions (app/router.tsx) use `pattern`; links and
 * redirects use the builders, so a path is spelled in one place only.
 */
export const paths = {
  home: "/",
  signin: "/signin",
  signup: "/signup",
  forgotPassword: "/forgotpassword",
  resetPassword: (token: string) => `/resetpassword/${encodeURIComponent(token)}`,
  contact: "/contact",
  terms: "/terms",
  privacy: "/privacy",
  postCreate: "/postcreate",
  postEdit: (postId: string) => `/postcreate/${encodeURIComponent(postId)}`,
  post: (postId: string) => `/post/${encodeURIComponent(postId)}`,
  search: (query: string) => `/search/${encodeURIComponent(query)}`,
  user: (username: string) => `/user/${encodeURIComponent(username)}`,
  dashboard: "/dashboard",
  dashboardPosts: "/dashboard/posts",
  dashboardNotifications: "/dashboard/notifications",
  dashboardReports: "/dashboard/reports",
  adminReports: "/admin/reports",
  settings: "/settings",
  settingsEditProfile: "/settings/edit-profile",
  settingsChangePassword: "/settings/change-password",
  settingsYourData: "/settings/your-data",
} as const;

/** Patterns for the router, relative to the root route. */
export const patterns = {
  signin: "signin",
  signup: "signup",
  forgotPassword: "forgotpassword",
  resetPassword: "resetpassword/:token",
  contact: "contact",
  terms: "terms",
  privacy: "privacy",
  postCreate: "postcreate",
  postEdit: "postcreate/:post_id",
  post: "post/:post_id",
  search: "search/:query",
  user: "user/:username",
  dashboard: "dashboard",
  dashboardPosts: "posts",
  dashboardNotifications: "notifications",
  dashboardReports: "reports",
  adminReports: "admin/reports",
  settings: "settings",
  settingsEditProfile: "edit-profile",
  settingsChangePassword: "change-password",
  settingsYourData: "your-data",
} as const;
