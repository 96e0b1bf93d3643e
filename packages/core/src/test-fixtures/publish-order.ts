import { MESSAGES } from "../messages";
import { emptyPostFields, POST_FIELD_MESSAGES as M } from "../posts/post-rules";
import type { PostFields } from "../posts/post-shapes";

/**
 * The publish rules in docs/spec.md section 5 order, each field with its message: what core's
 * rule tests and the server's create-post tests walk, blanking one field at a time (blankOf).
 */
export const PUBLISH_ORDER: ReadonlyArray<readonly [keyof PostFields, string]> = [
  ["title", MESSAGES.categoryRequired],
  ["firstname", M.firstname],
  ["lastname", M.lastname],
  ["gender", M.gender],
  ["birthdate", M.birthdate],
  ["birthmonth", M.birthmonth],
  ["birthyear", M.birthyear],
  ["deathdate", M.deathdate],
  ["deathmonth", M.deathmonth],
  ["deathyear", M.deathyear],
  ["birthplace", M.birthplace],
  ["birthcity", M.birthcity],
  ["birthcountry", M.birthcountry],
  ["deathplace", M.deathplace],
  ["deathcity", M.deathcity],
  ["deathcountry", M.deathcountry],
  ["profilebanner", MESSAGES.bannerRequired],
  ["highschool", M.highschool],
  ["career", M.career],
  ["memorywall", M.memorywall],
  ["backgroundimage", M.backgroundimage],
  ["memoriwallimages", M.memoriwallimages],
  ["postcreatorname", M.postcreatorname],
  ["postcreatorrelationship", M.postcreatorrelationship],
  ["postcreatorcontactnumber", M.postcreatorcontactnumber],
  ["postcreatoremail", M.postcreatoremail],
];

/** The blank value of a field: "" for text, an empty list for a list (album images). */
export const blankOf = (field: keyof PostFields) => (Array.isArray(emptyPostFields()[field]) ? [] : "");
