import { describe, expect, it } from "vitest";
import { toEditablePost } from "./get-post-for-edit";

describe("toEditablePost: the Tamil-calendar choice (decision 035)", () => {
  it("keeps the keepers' choice, so saving the form does not clear it", () => {
    const remembrancecalendar = { observe: "both", ceremonyplace: "london", overrides: { "2027": "2027-09-10" } };
    expect(toEditablePost({ blog_id: "a", remembrancecalendar }).fields.remembrancecalendar).toEqual(remembrancecalendar);
  });

  it("is null when never chosen or not a choice", () => {
    expect(toEditablePost({ blog_id: "a", remembrancecalendar: null }).fields.remembrancecalendar).toBeNull();
    expect(toEditablePost({ blog_id: "a", remembrancecalendar: "thithi" }).fields.remembrancecalendar).toBeNull();
    expect(toEditablePost({ blog_id: "a" }).fields.remembrancecalendar).toBeNull();
  });
});
