import { memo, useState } from "react";
import { EyeOff, Phone, Plus, X } from "lucide-react";
import { checkPredeceasedMember, checkSurvivingMember } from "@kma/core/posts/post-rules";
import type { PredeceasedMember, SurvivingMember } from "@kma/core/posts/post-schemas";
import { LIMITS } from "@kma/core/limits";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { useProblemText } from "../hooks/use-problem-text";
import type { PostListField } from "../hooks/use-post-form";
import { FORM_TOAST_ID } from "./form-toast";
import { ChoiceField, TextInput } from "./form-fields";
import { usePhoneVisibilityOptions } from "./privacy-choices";

const blankSurviving: SurvivingMember = {
  survivingmembername: "",
  survivingmemberrelationship: "",
  survivingmembermobilenumber: "",
  phonevisibility: "signed-in",
};
const blankPredeceased: PredeceasedMember = { predeceasedmembername: "", predeceasedmemberrelationship: "" };

const subheading = "font-serif text-lg text-slate-900";
const listClass = "mt-4 divide-y divide-stone-200 overflow-hidden rounded-lg border border-stone-200";

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-rose-50 hover:text-rose-800"
    >
      <X className="size-[18px]" aria-hidden="true" />
    </button>
  );
}

/** Surviving and predeceased family members: each entry checked when added, listed, removable. */
export const FamilySection = memo(function FamilySection({
  survivingMembers: survivingmembers,
  predeceasedMembers: predeceasedmembers,
  onAddSurviving,
  onAddPredeceased,
  onRemove,
}: {
  survivingMembers: SurvivingMember[];
  predeceasedMembers: PredeceasedMember[];
  onAddSurviving: (member: SurvivingMember) => void;
  onAddPredeceased: (member: PredeceasedMember) => void;
  onRemove: (list: PostListField, index: number) => void;
}) {
  const t = useT();
  const problemText = useProblemText();
  const phoneChoices = usePhoneVisibilityOptions();
  const [surviving, setSurviving] = useState(blankSurviving);
  const [predeceased, setPredeceased] = useState(blankPredeceased);

  function addSurviving() {
    const entry = {
      survivingmembername: surviving.survivingmembername.trim(),
      survivingmemberrelationship: surviving.survivingmemberrelationship.trim(),
      survivingmembermobilenumber: surviving.survivingmembermobilenumber.trim(),
      phonevisibility: surviving.phonevisibility,
    };
    const problem = checkSurvivingMember(entry);
    if (problem) {
      toast.error(problemText(problem), { id: FORM_TOAST_ID });
      return;
    }
    onAddSurviving(entry);
    setSurviving(blankSurviving);
  }

  function addPredeceased() {
    const entry = {
      predeceasedmembername: predeceased.predeceasedmembername.trim(),
      predeceasedmemberrelationship: predeceased.predeceasedmemberrelationship.trim(),
    };
    const problem = checkPredeceasedMember(entry);
    if (problem) {
      toast.error(problemText(problem), { id: FORM_TOAST_ID });
      return;
    }
    onAddPredeceased(entry);
    setPredeceased(blankPredeceased);
  }

  return (
    <div className="space-y-9">
      <fieldset>
        <legend className={subheading}>{t("posts.surviving")}</legend>
        <p className="mt-1 text-slate-600">{t("posts.survivingHint")}</p>
        {survivingmembers.length > 0 ? (
          <ul className={listClass} aria-label={t("posts.surviving")}>
            {survivingmembers.map((member, index) => (
              <li key={`${member.survivingmembername}-${index}`} className="flex items-center gap-3 bg-white px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{member.survivingmembername}</p>
                  <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                    <span>{member.survivingmemberrelationship}</span>
                    <span className="inline-flex items-center gap-1">
                      <Phone className="size-3.5" aria-hidden="true" />
                      {member.survivingmembermobilenumber}
                    </span>
                    {member.phonevisibility === "hidden" ? (
                      <span className="inline-flex items-center gap-1">
                        <EyeOff className="size-3.5" aria-hidden="true" />
                        {t("privacy.phoneVisibility.hidden")}
                      </span>
                    ) : null}
                  </p>
                </div>
                <RemoveButton label={t("posts.remove", { name: member.survivingmembername })} onClick={() => onRemove("survivingmembers", index)} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <TextInput
            label={t("posts.name")}
            context={t("posts.survivingMember")}
            maxLength={LIMITS.nameMax}
            autoComplete="off"
            value={surviving.survivingmembername}
            onChange={(e) => setSurviving({ ...surviving, survivingmembername: e.target.value })}
          />
          <TextInput
            label={t("posts.relationship")}
            context={t("posts.survivingMember")}
            maxLength={LIMITS.nameMax}
            autoComplete="off"
            placeholder={t("posts.relationshipExample")}
            value={surviving.survivingmemberrelationship}
            onChange={(e) => setSurviving({ ...surviving, survivingmemberrelationship: e.target.value })}
          />
          <TextInput
            label={t("posts.mobileNumber")}
            context={t("posts.survivingMember")}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={40}
            placeholder="+94 77 123 4567"
            value={surviving.survivingmembermobilenumber}
            onChange={(e) => setSurviving({ ...surviving, survivingmembermobilenumber: e.target.value })}
          />
          <ChoiceField
            label={t("privacy.phoneVisibility")}
            context={t("posts.survivingMember")}
            options={phoneChoices}
            value={surviving.phonevisibility ?? "signed-in"}
            onChange={(e) => setSurviving({ ...surviving, phonevisibility: e.target.value === "hidden" ? "hidden" : "signed-in" })}
          />
        </div>
        <Button variant="secondary" size="sm" className="mt-4" onClick={addSurviving}>
          <Plus className="size-4" aria-hidden="true" />
          {t("posts.addSurviving")}
        </Button>
      </fieldset>

      <fieldset>
        <legend className={subheading}>{t("posts.predeceased")}</legend>
        <p className="mt-1 text-slate-600">{t("posts.predeceasedHint")}</p>
        {predeceasedmembers.length > 0 ? (
          <ul className={listClass} aria-label={t("posts.predeceased")}>
            {predeceasedmembers.map((member, index) => (
              <li key={`${member.predeceasedmembername}-${index}`} className="flex items-center gap-3 bg-white px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{member.predeceasedmembername}</p>
                  <p className="text-sm text-slate-600">{member.predeceasedmemberrelationship}</p>
                </div>
                <RemoveButton label={t("posts.remove", { name: member.predeceasedmembername })} onClick={() => onRemove("predeceasedmembers", index)} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t("posts.name")}
            context={t("posts.predeceasedMember")}
            maxLength={LIMITS.nameMax}
            autoComplete="off"
            value={predeceased.predeceasedmembername}
            onChange={(e) => setPredeceased({ ...predeceased, predeceasedmembername: e.target.value })}
          />
          <TextInput
            label={t("posts.relationship")}
            context={t("posts.predeceasedMember")}
            maxLength={LIMITS.nameMax}
            autoComplete="off"
            placeholder={t("posts.predeceasedExample")}
            value={predeceased.predeceasedmemberrelationship}
            onChange={(e) => setPredeceased({ ...predeceased, predeceasedmemberrelationship: e.target.value })}
          />
        </div>
        <Button variant="secondary" size="sm" className="mt-4" onClick={addPredeceased}>
          <Plus className="size-4" aria-hidden="true" />
          {t("posts.addPredeceased")}
        </Button>
      </fieldset>
    </div>
  );
});
