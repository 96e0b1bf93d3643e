/** Texts of the 404 and the error screen. */
export default {
  "errors.notFoundTitle": "Page Not Found",
  "errors.notFoundText": "Sorry, the page you're looking for does not exist or has been moved please go back to the Home page",
  "errors.homePage": "Home Page",
  "errors.crashTitle": "Something went wrong",
  "errors.crashText": "This page could not be shown. Reloading usually helps.",
  "errors.reload": "Reload",
} as const;
