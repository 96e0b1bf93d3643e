/**
 * Hands a URL the app cannot show itself (mailto:, tel:) to the browser. Kept in its own
 * module so tests can replace it: jsdom cannot navigate.
 */
export function openUrl(href: string) {
  window.location.assign(href);
}
