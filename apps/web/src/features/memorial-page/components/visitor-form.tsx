import { useId, useState, type FormEvent } from "react";
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
  /** The first problem in SPEC.md section 5 order (core's checkComment / checkTribute), or null; shown in the page's language. */
  check: (text: string, details: VisitorDetails, signedIn: boolean) => string | null;
  /**
   * Sends it; a rejection shows 'Something went wrong. Please try again.' and re-enables the form.
   * An answer `{ status: "held" }` (decision 024) thanks the visitor and says the family approves it first.
   */
  submit: (text: string, details: VisitorDetails) => Promise<unknown>;
  onCancel?: () => void;
  compact?: boolean;
};

/**
 * The memorial, reply and tribute form. A visitor gives the text and their name, e-mail,
 * mobile number and current place; a signed-in user gives only the text (the server takes
 * the rest from their account). Problems are error toasts, one at a time.
 */
export function VisitorForm({ textLabel, textPlaceholder, submitLabel, successMessage, check, submit, onCancel, compact = false }: Props) {
  const t = useT();
  const localize = useLocalizeMessage();
  const session = useSession();
  const signedIn = session.access_token !== null;
  const toastId = useId();
  const [text, setText] = useState("");
  const [details, setDetails] = useState<VisitorDetails>(emptyVisitorDetails);
  const [pending, setPending] = useState(false);

  const field = (key: keyof VisitorDetails) => ({
    value: details[key],
    onChange: (event: { target: { value: string } }) => setDetails((d) => ({ ...d, [key]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const trimmed = text.trim();
    const given: VisitorDetails = signedIn
      ? emptyVisitorDetails()
      : {
          firstName: details.firstName.trim(),
          lastName: details.lastName.trim(),
          email: details.email.trim(),
          mobileNumber: details.mobileNumber.trim(),
          currentPlace: details.currentPlace.trim(),
        };
    const problem = check(trimmed, given, signedIn);
    if (problem) {
      toast.error(localize(problem), { id: toastId });
      return;
    }
    setPending(true);
    try {
      const answer = await submit(trimmed, given);
      toast.success(isHeld(answer) ? t("review.heldToast") : successMessage, { id: toastId });
      setText("");
      setDetails(emptyVisitorDetails());
    } catch {
      toast.error(t("messages.somethingWentWrong"), { id: toastId });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending}>
      <fieldset disabled={pending} className="space-y-4">
        <TextAreaField label={textLabel} placeholder={textPlaceholder} rows={compact ? 3 : 5} value={text} onChange={(e) => setText(e.target.value)} />
        {signedIn ? (
          <p className="text-slate-600">
            <T id="memorial.form.postingAs" values={{ name: session.fullname }} components={{ 0: <span className="font-medium text-slate-800" /> }} />
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t("memorial.form.firstName")} autoComplete="given-name" {...field("firstName")} />
            <TextField label={t("memorial.form.lastName")} autoComplete="family-name" {...field("lastName")} />
            <TextField label={t("memorial.form.email")} type="email" inputMode="email" autoComplete="email" {...field("email")} />
            <TextField label={t("memorial.form.mobile")} type="tel" inputMode="tel" autoComplete="tel" placeholder="+94 77 123 4567" {...field("mobileNumber")} />
            <TextField label={t("memorial.form.place")} autoComplete="address-level2" placeholder={t("memorial.form.placePlaceholder")} className="sm:col-span-2" {...field("currentPlace")} />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3 pt-1">
          <Button type="submit" size={compact ? "sm" : "md"} disabled={pending}>
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
