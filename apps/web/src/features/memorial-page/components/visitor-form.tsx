import { useId, useRef, useState, type FormEvent } from "react";
import {
  emptyPageFormValues,
  fieldOfProblem,
  PAGE_FORM_FIELDS,
  PAGE_FORM_MAX_LENGTHS,
  type PageFormField,
  type PageFormName,
  type PageFormValues,
} from "@kma/core/engagement/page-forms";
import { WORKS_WITHOUT_APP_ATTRIBUTE } from "@kma/core/page-boot";
import { Button } from "../../../components/ui/button";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { T, useLocalizeMessage, useT } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { emptyVisitorDetails, type VisitorDetails } from "../api/types";

const isHeld = (answer: unknown) => typeof answer === "object" && answer !== null && (answer as { status?: unknown }).status === "held";

type Props = {
  textLabel: string;
  textPlaceholder: string;
  submitLabel: string;
  /** In the page's language. */
  successMessage: string;
  /** The first problem in docs/spec.md section 5 order (core's checkComment / checkTribute), or null; shown in the page's language. */
  check: (text: string, details: VisitorDetails, signedIn: boolean) => string | null;
  /**
   * Sends it; a rejection shows 'Something went wrong. Please try again.' and re-enables the form.
   * An answer `{ status: "held" }` (decision 024) thanks the visitor and says the family approves it first.
   */
  submit: (text: string, details: VisitorDetails) => Promise<unknown>;
  onCancel?: () => void;
  compact?: boolean;
  /**
   * The form as plain HTML as well (decision 037): without the app it posts `form=<name>` and its
   * fields to `action` (the memorial page's address, ending in the panel's #id); the app sends
   * the same through the API.
   */
  native?: { action: string; name: PageFormName };
  /** The server's answer to this form's post without the app: its problem, and what was typed. */
  problem?: { message: string; values: PageFormValues } | null;
};

/**
 * The memorial, reply and tribute form. A visitor gives the text and their name, e-mail,
 * mobile number and current place; a signed-in user gives only the text (the server takes
 * the rest from their account). Problems are error toasts, one at a time.
 *
 * Its fields keep what is typed themselves (uncontrolled): a visitor may type into the server's
 * form before the app comes, and hydrating it keeps their words. The app reads the fields when
 * the form is sent. Without the app the form is always a visitor's: the session is in the
 * browser's storage, which only the app reads.
 */
export function VisitorForm({
  textLabel,
  textPlaceholder,
  submitLabel,
  successMessage,
  check,
  submit,
  onCancel,
  compact = false,
  native,
  problem = null,
}: Props) {
  const t = useT();
  const localize = useLocalizeMessage();
  const session = useSession();
  const signedIn = session.access_token !== null;
  const toastId = useId();
  const textId = useId();
  const problemId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [shownProblem, setShownProblem] = useState(problem?.message ?? null);
  // A new set of fields (a key) after a post, so they start empty again.
  const [generation, setGeneration] = useState(0);
  const [defaults, setDefaults] = useState<PageFormValues>(() => {
    const values = problem?.values ?? emptyPageFormValues();
    // Hydrating the server's page with what was typed before: React would set a text area back
    // to the server's text, undoing what the visitor typed since; start from what it holds.
    const live = problem && typeof document !== "undefined" ? document.getElementById(textId) : null;
    return live?.tagName === "TEXTAREA" ? { ...values, text: (live as HTMLTextAreaElement).value } : values;
  });
  const invalidField: PageFormField | null = shownProblem ? fieldOfProblem(shownProblem) : null;

  function typed(): PageFormValues {
    const data = formRef.current ? new FormData(formRef.current) : null;
    const values = emptyPageFormValues();
    for (const field of PAGE_FORM_FIELDS) values[field] = String(data?.get(field) ?? "");
    return values;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // From now on problems are toasts, as the app shows them.
    setShownProblem(null);
    const values = typed();
    const trimmed = values.text.trim();
    const given: VisitorDetails = signedIn
      ? emptyVisitorDetails()
      : {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          mobileNumber: values.mobileNumber.trim(),
          currentPlace: values.currentPlace.trim(),
        };
    const found = check(trimmed, given, signedIn);
    if (found) {
      toast.error(localize(found), { id: toastId });
      return;
    }
    setPending(true);
    try {
      const answer = await submit(trimmed, given);
      toast.success(isHeld(answer) ? t("review.heldToast") : successMessage, { id: toastId });
      setDefaults(emptyPageFormValues());
      setGeneration((n) => n + 1);
    } catch {
      toast.error(t("messages.somethingWentWrong"), { id: toastId });
    } finally {
      setPending(false);
    }
  }

  const field = (name: PageFormField, className = "") => ({
    name,
    defaultValue: defaults[name],
    maxLength: PAGE_FORM_MAX_LENGTHS[name],
    // The field the server's message is about: marked for assistive technology and drawn in the message's colour.
    ...(invalidField === name
      ? { "aria-invalid": true, "aria-describedby": problemId, className: `${className} [&_[aria-invalid]]:border-rose-400` }
      : { className }),
  });
  const worksWithoutApp = native ? { [WORKS_WITHOUT_APP_ATTRIBUTE]: "" } : {};

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending} {...(native ? { method: "post", action: native.action } : {})}>
      {native ? <input type="hidden" name="form" value={native.name} /> : null}
      <fieldset key={generation} disabled={pending} className="space-y-4">
        {shownProblem ? (
          <p role="alert" id={problemId} className="rounded-lg border border-rose-200 bg-rose-50 px-3.5 py-2.5 text-sm leading-relaxed text-rose-800">
            {localize(shownProblem)}
          </p>
        ) : null}
        <TextAreaField id={textId} label={textLabel} placeholder={textPlaceholder} rows={compact ? 3 : 5} {...field("text")} />
        {signedIn ? (
          <p className="text-slate-600">
            <T id="memorial.form.postingAs" values={{ name: session.fullname }} components={{ 0: <span className="font-medium text-slate-800" /> }} />
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t("memorial.form.firstName")} autoComplete="given-name" {...field("firstName")} />
            <TextField label={t("memorial.form.lastName")} autoComplete="family-name" {...field("lastName")} />
            <TextField label={t("memorial.form.email")} type="email" inputMode="email" autoComplete="email" {...field("email")} />
            <TextField
              label={t("memorial.form.mobile")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+94 77 123 4567"
              {...field("mobileNumber")}
            />
            <TextField
              label={t("memorial.form.place")}
              autoComplete="address-level2"
              placeholder={t("memorial.form.placePlaceholder")}
              {...field("currentPlace", "sm:col-span-2")}
            />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3 pt-1">
          <Button type="submit" size={compact ? "sm" : "md"} disabled={pending} {...worksWithoutApp}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="ghost" size={compact ? "sm" : "md"} onClick={onCancel}>
              {t("memorial.form.cancel")}
            </Button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
