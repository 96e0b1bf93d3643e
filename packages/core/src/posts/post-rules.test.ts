import { describe, expect, it } from "vitest";
import { CATEGORIES, EVENT_TYPES, GENDERS } from "../enums";
import { MESSAGES } from "../messages";
import { blankOf, PUBLISH_ORDER } from "../test-fixtures/publish-order";
import { SAMPLE_MEMORIAL, sampleMemorial } from "../test-fixtures/sample-memorial";
import {
  checkDraft,
  checkEvent,
  checkPredeceasedMember,
  checkPublish,
  checkRemembranceCalendar,
  checkSurvivingMember,
  computeAge,
  emptyPostFields,
  POST_FIELD_MESSAGES as M,
} from "./post-rules";
import { isOverrideInYear, MARGAZHI, overrideWindow } from "./tamil-calendar/calendar-rules";
import { postFieldsSchema, type PostEvent, type PostFields, type SurvivingMember } from "./post-schemas";

const [member] = SAMPLE_MEMORIAL.survivingmembers;
const [predeceased] = SAMPLE_MEMORIAL.predeceasedmembers;
const [event] = SAMPLE_MEMORIAL.events;

/** A complete post: every publish rule passes. */
const validPost = sampleMemorial;

describe("checkPublish", () => {
  it("passes a complete post", () => {
    expect(checkPublish(validPost())).toBeNull();
  });

  it.each(PUBLISH_ORDER)("blank %s alone gives its own message", (field, message) => {
    expect(checkPublish(validPost({ [field]: blankOf(field) }))).toBe(message);
  });

  it("meets the messages in SPEC order when a blank form is filled in one field at a time", () => {
    const complete = validPost();
    let post = emptyPostFields();
    const seen: Array<string | null> = [checkPublish(post)];
    for (const [field] of PUBLISH_ORDER) {
      post = { ...post, [field]: complete[field] };
      seen.push(checkPublish(post));
    }
    expect(seen).toEqual([...PUBLISH_ORDER.map(([, message]) => message), null]);
  });

  it("walks the same order when a complete post loses its fields from the last to the first", () => {
    let post = validPost();
    for (const [field, message] of [...PUBLISH_ORDER].reverse()) {
      post = { ...post, [field]: blankOf(field) };
      expect(checkPublish(post)).toBe(message);
    }
  });

  it("treats whitespace-only text as blank", () => {
    expect(checkPublish(validPost({ firstname: "   " }))).toBe(M.firstname);
    expect(checkPublish(validPost({ memorywall: " \n\t " }))).toBe(M.memorywall);
    expect(checkPublish(validPost({ memoriwallimages: ["", "  "] }))).toBe(M.memoriwallimages);
  });

  it.each(CATEGORIES)("accepts the category %j", (title) => {
    expect(checkPublish(validPost({ title }))).toBeNull();
  });

  it("refuses a category that is not one of the four", () => {
    expect(checkPublish(validPost({ title: "Birthday" }))).toBe(MESSAGES.categoryRequired);
    expect(checkPublish(validPost({ title: "obituary" }))).toBe(MESSAGES.categoryRequired);
  });

  it.each(GENDERS)("accepts the gender %j", (gender) => {
    expect(checkPublish(validPost({ gender }))).toBeNull();
  });

  it("refuses a gender that is not Male, Female or Others", () => {
    expect(checkPublish(validPost({ gender: "Unknown" }))).toBe(M.gender);
  });

  it("does not require what only the form's markup marks (nickname, university, funeral times and address, virtual link) or the optional fields", () => {
    const post = validPost({
      nickname: "",
      university: "",
      funeralservicestarttime: "",
      funeralserviceendtime: "",
      funeraladdress: "",
      virtualurl: "",
      primaryschool: "",
      funeralservicedate: "",
      contactname: "",
      contactrelationship: "",
      contactcontactnumber: "",
      survivingmembers: [],
      predeceasedmembers: [],
      events: [],
    });
    expect(checkPublish(post)).toBeNull();
  });

  describe("day, month and year", () => {
    it.each([
      ["birthdate", "0", M.birthdate],
      ["birthdate", "32", M.birthdate],
      ["birthdate", "1a", M.birthdate],
      ["birthmonth", "0", M.birthmonth],
      ["birthmonth", "13", M.birthmonth],
      ["birthyear", "948", M.birthyear],
      ["birthyear", "19480", M.birthyear],
      ["deathdate", "0", M.deathdate],
      ["deathdate", "32", M.deathdate],
      ["deathmonth", "0", M.deathmonth],
      ["deathmonth", "13", M.deathmonth],
      ["deathyear", "024", M.deathyear],
      ["deathyear", "20x4", M.deathyear],
    ] as const)("%s %j is refused", (field, value, message) => {
      expect(checkPublish(validPost({ [field]: value }))).toBe(message);
    });

    it.each([
      ["birthdate", "1"],
      ["birthdate", "31"],
      ["birthdate", "05"],
      ["birthmonth", "1"],
      ["birthmonth", "12"],
      ["deathdate", "31"],
      ["deathmonth", "12"],
    ] as const)("%s %j is accepted", (field, value) => {
      expect(checkPublish(validPost({ [field]: value }))).toBeNull();
    });
  });

  describe("creator mobile number", () => {
    it.each(["0771234567", "077 123 4567", "077-123-4567", "+94 77 123 4567", "+94-77-123-4567", "123456789012345"])("accepts %j", (number) => {
      expect(checkPublish(validPost({ postcreatorcontactnumber: number }))).toBeNull();
    });

    it.each([
      ["9 digits", "077123456"],
      ["16 digits", "1234567890123456"],
      ["9 digits after a plus", "+77123456"],
      ["letters only", "call me"],
    ])("refuses %s", (_label, number) => {
      expect(checkPublish(validPost({ postcreatorcontactnumber: number }))).toBe(MESSAGES.mobileInvalidShort);
    });
  });

  describe("creator e-mail", () => {
    it("is required, then must match the pattern", () => {
      expect(checkPublish(validPost({ postcreatoremail: "" }))).toBe(M.postcreatoremail);
      expect(checkPublish(validPost({ postcreatoremail: "priya@example" }))).toBe(M.postcreatoremailInvalid);
      expect(checkPublish(validPost({ postcreatoremail: "priya example.com" }))).toBe(M.postcreatoremailInvalid);
      expect(checkPublish(validPost({ postcreatoremail: " priya@example.com " }))).toBeNull();
    });
  });

  describe("funeral contact number", () => {
    it("is optional", () => {
      expect(checkPublish(validPost({ contactcontactnumber: "" }))).toBeNull();
    });

    it("is validated when given, after the creator's details", () => {
      expect(checkPublish(validPost({ contactcontactnumber: "12345" }))).toBe(MESSAGES.mobileInvalidShort);
      expect(checkPublish(validPost({ contactcontactnumber: "12345", postcreatoremail: "" }))).toBe(M.postcreatoremail);
      expect(checkPublish(validPost({ contactcontactnumber: "+1 (416) 555-0199" }))).toBeNull();
    });
  });

  it("refuses a date of death before the date of birth", () => {
    const { birthdate, birthmonth, birthyear } = SAMPLE_MEMORIAL;
    expect(checkPublish(validPost({ deathyear: String(Number(birthyear) - 1) }))).toBe(M.deathBeforeBirth);
    expect(checkPublish(validPost({ deathyear: birthyear, deathmonth: birthmonth, deathdate: String(Number(birthdate) - 1) }))).toBe(M.deathBeforeBirth);
    expect(checkPublish(validPost({ deathyear: birthyear, deathmonth: birthmonth, deathdate: birthdate }))).toBeNull();
  });

  it("checks every family member and event it carries, with their own messages", () => {
    expect(checkPublish(validPost({ survivingmembers: [member, { ...member, survivingmembermobilenumber: "123" }] }))).toBe(MESSAGES.mobileInvalidShort);
    expect(checkPublish(validPost({ predeceasedmembers: [{ ...predeceased, predeceasedmemberrelationship: "" }] }))).toBe(M.predeceasedmemberrelationship);
    expect(checkPublish(validPost({ events: [{ ...event, eventaddress: "" }] }))).toBe(M.eventaddress);
  });
});

describe("checkDraft", () => {
  it("needs category, first name and last name, in that order", () => {
    const seen = [];
    let post: Pick<PostFields, "title" | "firstname" | "lastname"> = { title: "", firstname: "", lastname: "" };
    seen.push(checkDraft(post));
    const { title, firstname, lastname } = SAMPLE_MEMORIAL;
    for (const repair of [{ title }, { firstname }, { lastname }]) {
      post = { ...post, ...repair };
      seen.push(checkDraft(post));
    }
    expect(seen).toEqual([MESSAGES.categoryRequired, M.firstname, M.lastname, null]);
  });

  it("checks nothing else: an otherwise blank post is a valid draft", () => {
    expect(checkDraft({ ...emptyPostFields(), title: "Year Remembrance", firstname: "Siva", lastname: "T" })).toBeNull();
  });

  it("refuses an unknown category and whitespace-only names", () => {
    expect(checkDraft({ title: "Birthday", firstname: "Siva", lastname: "Thevarajah" })).toBe(MESSAGES.categoryRequired);
    expect(checkDraft({ title: "Obituary", firstname: "  ", lastname: "Thevarajah" })).toBe(M.firstname);
    expect(checkDraft({ title: "Obituary", firstname: "Siva", lastname: " " })).toBe(M.lastname);
  });
});

describe("Tamil-script names", () => {
  it("are optional: a post without them passes both rules", () => {
    expect(checkPublish(validPost({ tamilfirstname: "", tamillastname: "" }))).toBeNull();
    expect(checkDraft({ title: "Obituary", firstname: "Siva", lastname: "Thevarajah" })).toBeNull();
  });

  it.each(["சிவகுமார்", "தேவராசா", "க. சிவகுமார்", "ஸ்ரீ-தரன்", "இராசையா  "])("accept %j", (name) => {
    expect(checkPublish(validPost({ tamilfirstname: name, tamillastname: name }))).toBeNull();
    expect(checkDraft({ title: "Obituary", firstname: "Siva", lastname: "T", tamilfirstname: name })).toBeNull();
  });

  it.each(["Sivakumar", "சிவா Siva", "சிவkumar", "123", "-", "்"])("refuse %j in either field, in a draft too", (name) => {
    expect(checkPublish(validPost({ tamilfirstname: name }))).toBe(M.tamilNameInvalid);
    expect(checkPublish(validPost({ tamillastname: name }))).toBe(M.tamilNameInvalid);
    expect(checkDraft({ title: "Obituary", firstname: "Siva", lastname: "T", tamillastname: name })).toBe(M.tamilNameInvalid);
  });

  it("come right after the English names in the publish order", () => {
    expect(checkPublish(validPost({ lastname: "", tamilfirstname: "Siva" }))).toBe(M.lastname);
    expect(checkPublish(validPost({ gender: "", tamilfirstname: "Siva" }))).toBe(M.tamilNameInvalid);
  });

  it("are trimmed by the schema and empty when not sent", () => {
    const parsed = postFieldsSchema.parse({ tamilfirstname: "  சிவகுமார் " });
    expect(parsed.tamilfirstname).toBe("சிவகுமார்");
    expect(parsed.tamillastname).toBe("");
    expect(postFieldsSchema.safeParse({ tamilfirstname: "அ".repeat(101) }).success).toBe(false);
  });
});

describe("checkSurvivingMember", () => {
  it("needs name, relationship and mobile, in that order, then a valid mobile", () => {
    const blank: SurvivingMember = { survivingmembername: "", survivingmemberrelationship: "", survivingmembermobilenumber: "" };
    expect(checkSurvivingMember(blank)).toBe(M.survivingmembername);
    expect(checkSurvivingMember({ ...blank, survivingmembername: "Priya" })).toBe(M.survivingmemberrelationship);
    expect(checkSurvivingMember({ ...blank, survivingmembername: "Priya", survivingmemberrelationship: "Daughter" })).toBe(M.survivingmembermobilenumber);
    expect(checkSurvivingMember({ ...member, survivingmembermobilenumber: "077123456" })).toBe(MESSAGES.mobileInvalidShort);
    expect(checkSurvivingMember({ ...member, survivingmembermobilenumber: "1234567890123456" })).toBe(MESSAGES.mobileInvalidShort);
    expect(checkSurvivingMember({ ...member, survivingmembermobilenumber: "077-123 4567" })).toBeNull();
    expect(checkSurvivingMember(member)).toBeNull();
  });
});

describe("checkPredeceasedMember", () => {
  it("needs name, then relationship", () => {
    expect(checkPredeceasedMember({ predeceasedmembername: "", predeceasedmemberrelationship: "" })).toBe(M.predeceasedmembername);
    expect(checkPredeceasedMember({ predeceasedmembername: "Kamala", predeceasedmemberrelationship: " " })).toBe(M.predeceasedmemberrelationship);
    expect(checkPredeceasedMember(predeceased)).toBeNull();
  });
});

describe("checkEvent", () => {
  it("needs type, start time, end time, date and address, in that order", () => {
    let current: PostEvent = { eventname: "", eventdate: "", eventstarttime: "", eventendtime: "", eventaddress: "" };
    const seen = [checkEvent(current)];
    for (const repair of [
      { eventname: "Burial" },
      { eventstarttime: "9:00 AM" },
      { eventendtime: "11:00 AM" },
      { eventdate: "11/02/2024" },
      { eventaddress: "Kanatte Cemetery" },
    ]) {
      current = { ...current, ...repair };
      seen.push(checkEvent(current));
    }
    expect(seen).toEqual([M.eventname, M.eventstarttime, M.eventendtime, M.eventdate, M.eventaddress, null]);
  });

  it.each(EVENT_TYPES)("accepts the event type %j", (eventname) => {
    expect(checkEvent({ ...event, eventname })).toBeNull();
  });

  it("refuses a type that is not one of the list, including the dropdown's 'Select an option'", () => {
    expect(checkEvent({ ...event, eventname: "Select an option" })).toBe(M.eventname);
    expect(checkEvent({ ...event, eventname: "Party" })).toBe(M.eventname);
  });

  it.each(["next Friday", "2024-02-11", "11/2/2024", "31/02/2024", "00/01/2024", "11/13/2024"])(
    "refuses the event date %j: it must be a real DD/MM/YYYY date",
    (eventdate) => {
      expect(checkEvent({ ...event, eventdate })).toBe("Event date should be DD/MM/YYYY");
    },
  );

  it("accepts a leap day", () => {
    expect(checkEvent({ ...event, eventdate: "29/02/2024" })).toBeNull();
  });
});

describe("computeAge", () => {
  const born = { birthdate: "12", birthmonth: "4", birthyear: "1948" };

  it("is one less when the death day comes before the birthday in the year", () => {
    expect(computeAge({ ...born, deathdate: "3", deathmonth: "2", deathyear: "2024" })).toBe(75);
    expect(computeAge({ ...born, deathdate: "11", deathmonth: "4", deathyear: "2024" })).toBe(75);
  });

  it("counts the year on the birthday itself", () => {
    expect(computeAge({ ...born, deathdate: "12", deathmonth: "4", deathyear: "2024" })).toBe(76);
  });

  it("counts the year when the death day comes after the birthday", () => {
    expect(computeAge({ ...born, deathdate: "13", deathmonth: "4", deathyear: "2024" })).toBe(76);
    expect(computeAge({ ...born, deathdate: "1", deathmonth: "12", deathyear: "2024" })).toBe(76);
  });

  it("is 0 for a death in the year of birth before the first birthday, and negative for a death before birth", () => {
    expect(computeAge({ ...born, deathdate: "1", deathmonth: "12", deathyear: "1948" })).toBe(0);
    expect(computeAge({ ...born, deathdate: "1", deathmonth: "1", deathyear: "1948" })).toBe(-1);
  });

  it("is 0 while a year is missing (a draft)", () => {
    expect(computeAge({ ...born, birthyear: "", deathdate: "3", deathmonth: "2", deathyear: "2024" })).toBe(0);
    expect(computeAge({ ...born, deathdate: "", deathmonth: "", deathyear: "" })).toBe(0);
  });
});

describe("emptyPostFields", () => {
  it("is exactly what postFieldsSchema makes of an empty body (guards drift between the two)", () => {
    expect(emptyPostFields()).toEqual(postFieldsSchema.parse({}));
  });

  it("returns a fresh object each time", () => {
    const first = emptyPostFields();
    first.memoriwallimages.push("x");
    expect(emptyPostFields().memoriwallimages).toEqual([]);
  });
});

describe("the yearly remembrance settings (decision 035)", () => {
  const base = { observe: "thithi", ceremonyplace: "toronto" } as const;
  const montreal = { name: "Montreal", latitude: 45.5, longitude: -73.57, zone: "America/Toronto" };

  it("accepts none, a listed place, another place given in full, a time and dates within their years", () => {
    expect(checkRemembranceCalendar(null)).toBeNull();
    expect(
      checkRemembranceCalendar({ ...base, deathplace: montreal, deathtime: "06:05", overrides: { "2027": "2027-01-31", "2028": "2028-12-31" } }),
    ).toBeNull();
  });

  it("says what is missing from a place, a time or a date", () => {
    expect(checkRemembranceCalendar({ ...base, ceremonyplace: { ...montreal, name: " " } })).toBe(M.thithiPlaceName);
    expect(checkRemembranceCalendar({ ...base, ceremonyplace: { ...montreal, latitude: Number.NaN } })).toBe(M.thithiPlaceCoordinates);
    expect(checkRemembranceCalendar({ ...base, deathplace: { ...montreal, latitude: 70 } })).toBe(M.thithiPlaceCoordinates);
    expect(checkRemembranceCalendar({ ...base, ceremonyplace: { ...montreal, zone: "Mars/Base" } })).toBe(M.timeZoneInvalid);
    expect(checkRemembranceCalendar({ ...base, deathtime: "6:05" })).toBe(M.thithiDeathTime);
    expect(checkRemembranceCalendar({ ...base, overrides: { "2027": "2028-02-01" } })).toBe(M.thithiOverrideYear);
    expect(checkRemembranceCalendar({ ...base, overrides: { "2027": "" } })).toBe(M.thithiOverrideYear);
  });

  it("is checked on a draft and a publish", () => {
    const calendar = { ...base, overrides: { "2027": "2026-12-31" } };
    expect(checkDraft({ title: "Year Remembrance", firstname: "Siva", lastname: "T", remembrancecalendar: calendar })).toBe(M.thithiOverrideYear);
    expect(checkDraft({ title: "Year Remembrance", firstname: "Siva", lastname: "T", remembrancecalendar: base })).toBeNull();
  });

  it("lets a year's date lie in that year, and மார்கழி's also in the January after", () => {
    expect(overrideWindow(2027, 9)).toEqual({ from: "2027-01-01", to: "2027-12-31" });
    expect(overrideWindow(2027, MARGAZHI)).toEqual({ from: "2027-01-01", to: "2028-01-31" });
    expect(isOverrideInYear(2027, "2028-01-10", MARGAZHI)).toBe(true);
    expect(isOverrideInYear(2027, "2028-01-10", 9)).toBe(false);
    // Not knowing the month (the server), any year's January after is taken: a மார்கழி family is never refused.
    expect(isOverrideInYear("2027", "2028-01-10")).toBe(true);
    expect(isOverrideInYear("2027", "2028-02-01")).toBe(false);
    expect(isOverrideInYear("2027", "2027-02-30")).toBe(false);
  });
});
