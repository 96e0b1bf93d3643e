import { describe, expect, it } from "vitest";
import { eventTimeZone, funeralTimeZone, isTimeZone, parseClockTime, placeTimeZone, serviceTimes, zonePlaceName } from "./service-times";

describe("placeTimeZone", () => {
  it.each([
    ["Kanagarathnam Hall, Nallur, Jaffna", "Jaffna", "Asia/Colombo"],
    ["Kilinochchi", "Kilinochchi", "Asia/Colombo"],
    ["Chapel Ridge Funeral Home, Markham, Canada", "Markham", "America/Toronto"],
    ["Wembley, London, UK", "London", "Europe/London"],
    ["Zürich", "Zürich", "Europe/Zurich"],
    ["Chennai, India", "Chennai", "Asia/Kolkata"],
  ])("reads %j as %s (%s)", (text, place, zone) => {
    expect(placeTimeZone(text)).toEqual({ place, zone });
  });

  it("matches whole words only, and gives null for places it does not know", () => {
    expect(placeTimeZone("Duke Street")).toBeNull();
    expect(placeTimeZone("Village hall", "")).toBeNull();
  });
});

describe("zones of a memorial's services", () => {
  const post = { funeraladdress: "Nallur", deathcity: "Jaffna", deathplace: "", deathcountry: "Sri Lanka" };
  it("takes the family's choice first, then the place", () => {
    expect(funeralTimeZone({ ...post, funeraltimezone: "Europe/Berlin" })).toBe("Europe/Berlin");
    expect(funeralTimeZone({ ...post, funeraltimezone: "" })).toBe("Asia/Colombo");
    expect(eventTimeZone({ eventaddress: "Scarborough" }, post)).toBe("America/Toronto");
    expect(eventTimeZone({ eventaddress: "Hall 2" }, post)).toBe("Asia/Colombo");
    expect(eventTimeZone({ eventaddress: "Hall 2", eventtimezone: "Europe/Paris" }, post)).toBe("Europe/Paris");
  });

  it("names the place the family wrote when it is in the zone, else the zone's city", () => {
    expect(zonePlaceName("Asia/Colombo", "Nallur, Jaffna")).toBe("Jaffna");
    expect(zonePlaceName("America/New_York", "Nallur, Jaffna")).toBe("New York");
  });
});

describe("isTimeZone and parseClockTime", () => {
  it("knows IANA zones only", () => {
    expect(isTimeZone("Asia/Colombo")).toBe(true);
    expect(["", "Mars/Olympus", "Asia/Colombo; drop", "x".repeat(80)].map(isTimeZone)).toEqual([false, false, false, false]);
  });

  it("reads the times the form keeps", () => {
    expect(["10:00 AM", "12:30 PM", "12:05 am", "2 pm", "14:30"].map(parseClockTime)).toEqual([
      { hours: 10, minutes: 0 },
      { hours: 12, minutes: 30 },
      { hours: 0, minutes: 5 },
      { hours: 14, minutes: 0 },
      { hours: 14, minutes: 30 },
    ]);
    expect(["", "13:00 PM", "25:00", "noon"].map(parseClockTime)).toEqual([null, null, null, null]);
  });

  it("takes a dot and spaces around the m, but nothing after a second dot or run of spaces", () => {
    expect(["10a..", "10 a.m.", "10 a. m", "10 a . ", "10 a. .", "10.30p.m", " 9 P M "].map(parseClockTime)).toEqual([
      { hours: 10, minutes: 0 },
      { hours: 10, minutes: 0 },
      { hours: 10, minutes: 0 },
      { hours: 10, minutes: 0 },
      { hours: 10, minutes: 0 },
      { hours: 22, minutes: 30 },
      { hours: 21, minutes: 0 },
    ]);
    expect(["10 a . m", "10 a .m", "10 p m .", "10 a.. m", "10 am x", "10 a m m", `1a${" ".repeat(10_000)}x`].map(parseClockTime)).toEqual(Array(7).fill(null));
  });
});

describe("serviceTimes", () => {
  it("puts the wall clock of the zone at the right instant, summer time included", () => {
    const jaffna = serviceTimes("10/02/2026", "10:00 AM", "1:00 PM", "Asia/Colombo")!;
    expect([jaffna.start.toISOString(), jaffna.end.toISOString()]).toEqual(["2026-02-10T10:00:00.000+05:30", "2026-02-10T13:00:00.000+05:30"]);
    expect(new Date(jaffna.start.getTime()).toISOString()).toBe("2026-02-10T04:30:00.000Z");
    expect(new Date(serviceTimes("15/07/2026", "11:00 AM", "", "Europe/London")!.start.getTime()).toISOString()).toBe("2026-07-15T10:00:00.000Z");
  });

  it("lasts an hour without an end, ends the next day when the end reads earlier, and is a whole day without a start", () => {
    expect(serviceTimes("10/02/2026", "9:00 PM", "", "Asia/Colombo")!.end.getHours()).toBe(22);
    expect(serviceTimes("10/02/2026", "10:00 PM", "1:00 AM", "Asia/Colombo")!.end.getDate()).toBe(11);
    expect(serviceTimes("10/02/2026", "", "", null)).toMatchObject({ timed: false, zone: null });
  });

  it("gives null for a date that is not a real day", () => {
    expect(serviceTimes("31/02/2026", "10:00 AM", "", "Asia/Colombo")).toBeNull();
    expect(serviceTimes("2026-02-10", "10:00 AM", "", "Asia/Colombo")).toBeNull();
  });
});
