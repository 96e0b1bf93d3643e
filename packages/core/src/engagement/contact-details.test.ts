import { describe, expect, it } from "vitest";
import { findContactDetails, hasContactDetails } from "./contact-details";

describe("findContactDetails", () => {
  it.each([
    ["Watch the funeral live at https://bit.ly/3xYz", "link"],
    ["livestream: http://example.org", "link"],
    ["Join us on zoom.us/j/81234567", "link"],
    ["bit.ly/ammamma", "link"],
    ["Donate at www.gofundme.com today", "link"],
    ["WWW.Funeral-Live.NET", "link"],
    ["visit gofundme.com please", "link"],
    ["see t.me/griefhelp", "link"],
    ["Message on wa.me/94771234567", "link"],
    ["stream on youtube.com/live/abc", "link"],
    ["அம்மாவின் இறுதி நிகழ்வு நேரலை: youtu.be/xyz", "link"],
    ["details at memorial-stream.xyz/r/123", "link"],
    ["Check example.events for details", "link"],
  ])("finds a link in %j", (text, kind) => {
    expect(findContactDetails(text)).toContain(kind);
  });

  it.each([
    "Call +94 77 123 4567 for details",
    "call 077-1234567",
    "0771234567",
    "(416) 555-0199",
    "0041 79 123 45 67",
    "+44 7911 123456",
    "WhatsApp 94771234567",
    "077.123.4567",
    "தொலைபேசி: ௦௭௭ ௧௨௩ ௪௫௬௭",
    "फ़ोन ०७७१२३४५६७",
    "ring me on +41-79-555-12-34 anytime",
  ])("finds a phone number in %j", (text) => {
    expect(findContactDetails(text)).toContain("phone");
  });

  it.each([
    "write to priya.k@gmail.com",
    "anbu_2024@yahoo.co.uk",
    "family (at) example.com",
    "priya @ gmail.com",
    // Glued to what comes before it: found from the start of the run all the same.
    "...priya@gmail.com",
    "ref:1234priya@gmail.com",
    "௧௨priya@gmail.com",
    "அம்மாpriya@gmail.com",
  ])("finds an e-mail address in %j", (text) => {
    expect(findContactDetails(text)).toContain("email");
  });

  it.each([
    "Rest in peace, dear uncle. 1945 - 2024",
    "(1939–2024) forever in our hearts",
    "1945 to 2024",
    "Born 12.03.1945, passed away 05.06.2024",
    "12/03/1945 - 05/06/2024",
    "1945-03-12",
    "Remembering you on the 31st day",
    "He left us at age 78.",
    "அம்மா 1945 - 2024 அமைதியில் உறங்குக",
    "௧௯௪௫ - ௨௦௨௪ எங்கள் அன்பு அப்பா",
    "31ஆம் நாள் நினைவு",
    "வயது 78, ஆழ்ந்த அனுதாபங்கள்",
    "1945 முதல் 2024 வரை",
    "The service is 10.30 - 12.30 at the temple",
    "Mr.Ratnam and St.Johns college friends remember you",
    "We miss you so much... rest well.",
    "Class of 1962, Jaffna Hindu College",
    "e.g. the 3 sisters and 2 brothers",
    "Thank you, Dr. K. Sivakumar",
    "ஓம் சாந்தி! எங்கள் ஆழ்ந்த இரங்கல்கள்.",
    "Lost at sea in 2004, found in our hearts 2024",
    "",
  ])("finds nothing in %j", (text) => {
    expect(findContactDetails(text)).toEqual([]);
    expect(hasContactDetails(text)).toBe(false);
  });

  it.each(["priya@gmail", "priya@gmail.c", "a@b", "priya.k@gmail.com1"])("finds no e-mail address in %j", (text) => {
    expect(findContactDetails(text)).not.toContain("email");
  });

  it.each(["visit ammamma.ly please", "see prayers.link"])("finds a link in %j (endings listed once)", (text) => {
    expect(findContactDetails(text)).toContain("link");
  });

  it("names every kind a text carries, once each", () => {
    expect(findContactDetails("https://x.co or 0771234567 or a@b.org")).toEqual(["link", "phone", "email"]);
  });
});
