import { computeAge, type PostFields } from "@kma/core/posts/post-schemas";
import { foldText } from "../lib/text";

/** Derived columns the app keeps beside the fields: search text, place list, death sort key, age. */
export function derivePostColumns(fields: PostFields) {
  const placeFields = [fields.birthplace, fields.birthcity, fields.birthcountry, fields.deathplace, fields.deathcity, fields.deathcountry];
  const searchText = foldText(
    [fields.firstname, fields.lastname, fields.nickname, ...placeFields].filter(Boolean).join(" "),
  );
  const deathSort = Number(fields.deathyear || 0) * 10000 + Number(fields.deathmonth || 0) * 100 + Number(fields.deathdate || 0);
  return {
    searchText,
    places: [...new Set(placeFields.map(foldText).filter(Boolean))],
    deathSort: Number.isFinite(deathSort) ? deathSort : 0,
    age: fields.birthyear && fields.deathyear ? computeAge(fields) : null,
  };
}

