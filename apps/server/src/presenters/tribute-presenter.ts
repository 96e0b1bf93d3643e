import type { Tribute as TributeAnswer } from "@kma/core/engagement/engagement-answer-shapes";
import type { ItemActions } from "@kma/core/posts/viewer-actions";
import { tributes, type Tribute } from "../db/schema";
import { hiddenFlag, presentPoster, type PosterRow } from "./comment-presenter";

/** Tribute rows -> the tribute object (packages/core engagement-answer-shapes.ts). The tributer's e-mail and mobile number stay on the server. */

export const tributeColumns = {
  id: tributes.id,
  tribute: tributes.tribute,
  firstName: tributes.firstName,
  lastName: tributes.lastName,
  currentPlace: tributes.currentPlace,
  status: tributes.status,
  tributedAt: tributes.tributedAt,
  hiddenAt: tributes.hiddenAt,
};
export type TributeRow = Pick<Tribute, keyof typeof tributeColumns>;

/** `can`: what the viewer may do with it (policies/viewer-actions.ts). */
export function presentTribute(row: Omit<TributeRow, "hiddenAt"> & { hiddenAt?: Date | null }, tributer: PosterRow | null, can: ItemActions): TributeAnswer {
  return {
    _id: row.id,
    tribute: row.tribute,
    tributedAt: row.tributedAt.toISOString(),
    tributer_first_name: row.firstName,
    tributer_last_name: row.lastName,
    current_place: row.currentPlace,
    tributed_by: presentPoster(tributer),
    ...hiddenFlag(row),
    /** 'held' only ever reaches the item's own author (decision 024). */
    status: row.status,
    can,
  };
}
