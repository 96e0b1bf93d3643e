import type { MessageKey } from "../../lib/i18n";

type ChosenDay = { rule: "afternoon" | "twoAfternoons" | "noAfternoon"; twiceInMonth: boolean; outsideMonth: boolean; overridden?: boolean };

/**
 * Why a year's thithi day is the one it is, where the rule of decision 035 had a choice to make:
 * one sentence each (two afternoons, no afternoon, twice in the month, not in the month), so a
 * family can check the day with their almanac or their priest. None for a date the family set.
 * The memorial page and the form's list say the same.
 */
export function thithiDayNotes(day: ChosenDay): MessageKey[] {
  if (day.overridden) return [];
  const notes: MessageKey[] = [];
  if (day.rule === "twoAfternoons") notes.push("remembrance.thithiTwoAfternoons");
  if (day.rule === "noAfternoon") notes.push("remembrance.thithiNoAfternoon");
  if (day.twiceInMonth) notes.push("remembrance.thithiTwice");
  if (day.outsideMonth) notes.push("remembrance.thithiConfirm");
  return notes;
}
