import { computeAge, type PostFields } from "@kma/core/posts/post-schemas";
import { dayParts, deathDay, type IsoDay } from "@kma/core/posts/remembrance-dates";
import { foldPlace, searchWords } from "../lib/text";
import { nextThithiOf } from "./kept-thithi";

/**
 * Derived columns the app keeps beside the fields: search text, place list, death sort key,
 * day of death, age. `search_text` is the folded words of the names (the Tamil-script ones
 * too) and places joined by
 * single spaces, and `places` the folded places: the database derives the search keys from
 * exactly these (search_keys_of in migration 0003), so JS and SQL never fold the same text
 * twice. `death_day` is set only when the death fields make a real day (decision 018).
 * `next_thithi_day` is the next yearly thithi day from `today` (the UTC day, as the reminder
 * sweep counts days) when the family keeps the Tamil calendar (decision 035).
 */
export function derivePostColumns(fields: PostFields, today: IsoDay = new Date().toISOString().slice(0, 10)) {
  const placeFields = [fields.birthplace, fields.birthcity, fields.birthcountry, fields.deathplace, fields.deathcity, fields.deathcountry];
  const names = [fields.firstname, fields.lastname, fields.nickname, fields.tamilfirstname, fields.tamillastname];
  const searchText = searchWords([...names, ...placeFields].join(" ")).join(" ");
  const deathSort = Number(fields.deathyear || 0) * 10000 + Number(fields.deathmonth || 0) * 100 + Number(fields.deathdate || 0);
  const died = deathDay(fields);
  const diedOn = died ? dayParts(died) : null;
  return {
    searchText,
    places: [...new Set(placeFields.map(foldPlace).filter(Boolean))],
    deathSort: Number.isFinite(deathSort) ? deathSort : 0,
    deathDay: died,
    deathMonthDay: diedOn ? diedOn.month * 100 + diedOn.day : null,
    nextThithiDay: nextThithiOf({ ...fields, deathDay: died, remembrancecalendar: fields.remembrancecalendar ?? null }, today)?.next.date ?? null,
    age: fields.birthyear && fields.deathyear ? computeAge(fields) : null,
  };
}
