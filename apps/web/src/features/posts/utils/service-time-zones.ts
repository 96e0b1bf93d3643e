import type { PostEvent, PostFields } from "@kma/core/posts/post-schemas";
import { placeTimeZone } from "@kma/core/posts/service-times";

/** The browser's own zone: the last resort when the place names none. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** The funeral's zone as the form shows it: the family's choice, else the one the place names, else the browser's. */
export const funeralZoneOf = (fields: Pick<PostFields, "funeraltimezone" | "funeraladdress" | "deathcity" | "deathplace" | "deathcountry">) =>
  fields.funeraltimezone || placeTimeZone(fields.funeraladdress, fields.deathcity, fields.deathplace, fields.deathcountry)?.zone || browserTimeZone();

/** An event's zone as the form shows it: the family's choice, else its address's, else the funeral's. */
export const eventZoneOf = (event: Pick<PostEvent, "eventtimezone" | "eventaddress">, funeralZone: string) =>
  event.eventtimezone || placeTimeZone(event.eventaddress)?.zone || funeralZone;

/** The fields as saved: a funeral with any detail keeps the zone the form showed, so the page never guesses later. */
export function withFuneralZone(fields: PostFields): PostFields {
  const hasFuneral = [fields.funeralservicedate, fields.funeralservicestarttime, fields.funeraladdress].some((v) => v.trim() !== "");
  return hasFuneral ? { ...fields, funeraltimezone: funeralZoneOf(fields) } : fields;
}
