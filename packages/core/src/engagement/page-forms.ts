import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";

/**
 * The memory wall's and the tributes' forms as plain HTML (decision 037): what the memorial page
 * posts without the app (application/x-www-form-urlencoded, to the page's own address), and what
 * the server hands back to the page it renders after the post. The server and the web app read
 * these names from here, so the form and its route cannot drift apart.
 */

/** The memorial page's two forms: a message on the memory wall, and a tribute. */
export type PageFormName = "memorial" | "tribute";

/**
 * Where each form lives on the page. `panel`: the id of the panel holding the form, so `#memorial`
 * and `#tribute` open it without the app (CSS `:target`; the home page's cards link there too).
 * `section`: the section the visitor comes back to after posting.
 */
export const PAGE_FORMS = {
  memorial: { panel: "memorial", section: "memory-wall" },
  tribute: { panel: "tribute", section: "tributes" },
} as const satisfies Record<PageFormName, { panel: string; section: string }>;

export const isPageFormName = (value: unknown): value is PageFormName => value === "memorial" || value === "tribute";

/** What a visitor types, as the form posts it (besides `form`, which names the form). */
export type PageFormValues = { text: string; firstName: string; lastName: string; email: string; mobileNumber: string; currentPlace: string };
export type PageFormField = keyof PageFormValues;
export const PAGE_FORM_FIELDS: readonly PageFormField[] = ["text", "firstName", "lastName", "email", "mobileNumber", "currentPlace"];
export const emptyPageFormValues = (): PageFormValues => ({ text: "", firstName: "", lastName: "", email: "", mobileNumber: "", currentPlace: "" });

/** Each field's longest value, as the JSON API's schemas allow it (engagement-shapes.ts): the fields' maxlength. */
export const PAGE_FORM_MAX_LENGTHS: Record<PageFormField, number> = {
  text: LIMITS.commentMax,
  firstName: LIMITS.nameMax,
  lastName: LIMITS.nameMax,
  email: LIMITS.emailMax,
  mobileNumber: 40,
  currentPlace: LIMITS.placeMax,
};

/**
 * What the server tells the page it renders after a form post: either the post went through
 * (`posted`, held for the family's review or public at once, decision 024), or it was refused
 * with `problem` (a sentence of MESSAGES) and the page shows the form again with `values` in it.
 */
export type PageFormState = { form: PageFormName; posted: "public" | "held" } | { form: PageFormName; problem: string; values: PageFormValues };

/** The query the server render puts a PageFormState under, so the app hydrates from the same. */
export const PAGE_FORM_QUERY_KEY = ["page-form"] as const;

/**
 * The cookie a successful post's 303 sets for the memorial page it sends the visitor back to
 * (`memorial.public`, `tribute.held`…), scoped to that page's path. The page shows its notice
 * once and clears the cookie. A cookie, not a query flag: the address the visitor lands on is
 * the memorial's own, which they may copy and share without a "thank you" in it.
 */
export const POSTED_COOKIE = "kma_posted";
export const POSTED_COOKIE_SECONDS = 30;

export const postedCookieValue = (form: PageFormName, posted: "public" | "held") => `${form}.${posted}`;

export function readPostedCookieValue(value: string | undefined): Extract<PageFormState, { posted: unknown }> | null {
  const [form, posted] = (value ?? "").split(".");
  return isPageFormName(form) && (posted === "public" || posted === "held") ? { form, posted } : null;
}

/** The field a problem of core's form checks is about (to mark it next to the message), or null. */
export function fieldOfProblem(problem: string): PageFormField | null {
  switch (problem) {
    case MESSAGES.commentRequired:
    case MESSAGES.tributeRequired:
      return "text";
    case MESSAGES.commenterFirstNameRequired:
      return "firstName";
    case MESSAGES.commenterLastNameRequired:
      return "lastName";
    case MESSAGES.commenterEmailRequired:
    case MESSAGES.commenterEmailInvalid:
      return "email";
    case MESSAGES.commenterMobileRequired:
    case MESSAGES.commenterMobileInvalid:
      return "mobileNumber";
    case MESSAGES.commenterPlaceRequired:
      return "currentPlace";
    default:
      return null;
  }
}
