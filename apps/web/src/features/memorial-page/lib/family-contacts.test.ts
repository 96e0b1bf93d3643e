import { describe, expect, it } from "vitest";
import { familyContacts } from "./family-contacts";

const member = (name: string, relationship: string, mobile: string) => ({
  survivingmembername: name,
  survivingmemberrelationship: relationship,
  survivingmembermobilenumber: mobile,
});
const base = { survivingmembers: [], contactname: "", contactrelationship: "", contactcontactnumber: "" };

describe("familyContacts", () => {
  it("lists every surviving member with name, relationship and phone", () => {
    const post = { ...base, survivingmembers: [member("Priya", "Daughter", "+1 416 555 0101"), member("Arun", "Son", "0771234567")] };
    expect(familyContacts(post)).toEqual([
      { name: "Priya", relationship: "Daughter", phone: "+1 416 555 0101" },
      { name: "Arun", relationship: "Son", phone: "0771234567" },
    ]);
  });

  it("adds the contact person when their number differs from every member's", () => {
    const post = {
      ...base,
      survivingmembers: [member("Priya", "Daughter", "+1 416 555 0101")],
      contactname: "Ravi",
      contactrelationship: "Nephew",
      contactcontactnumber: "+1 416 555 0199",
    };
    expect(familyContacts(post)).toEqual([
      { name: "Priya", relationship: "Daughter", phone: "+1 416 555 0101" },
      { name: "Ravi", relationship: "Nephew", phone: "+1 416 555 0199" },
    ]);
  });

  it("leaves the contact person out when a member has the same number, however it is written", () => {
    const post = {
      ...base,
      survivingmembers: [member("Priya", "Daughter", "+1 (416) 555-0101")],
      contactname: "Priya S",
      contactrelationship: "Daughter",
      contactcontactnumber: "+14165550101",
    };
    expect(familyContacts(post)).toEqual([{ name: "Priya", relationship: "Daughter", phone: "+1 (416) 555-0101" }]);
  });

  it("shows the contact person alone when there are no members", () => {
    const post = { ...base, contactname: "Ravi", contactrelationship: "Nephew", contactcontactnumber: "0771234567" };
    expect(familyContacts(post)).toEqual([{ name: "Ravi", relationship: "Nephew", phone: "0771234567" }]);
  });

  it("is empty (the section hides) with no members and no contact number", () => {
    expect(familyContacts(base)).toEqual([]);
    expect(familyContacts({ ...base, contactname: "Ravi", contactrelationship: "Nephew" })).toEqual([]);
  });
});

describe("familyContacts for a reader without the numbers (decision 020)", () => {
  const hiddenNumbers = (name: string, relationship: string, revealable: boolean) => ({ ...member(name, relationship, ""), numberrevealable: revealable });

  it("lists each member with which number a signed-in visitor may ask for, and a hidden number as none", () => {
    const post = { ...base, survivingmembers: [hiddenNumbers("Priya", "Daughter", true), hiddenNumbers("Arun", "Son", false)] };
    expect(familyContacts(post)).toEqual([
      { name: "Priya", relationship: "Daughter", phone: "", reveal: { member: 0 } },
      { name: "Arun", relationship: "Son", phone: "" },
    ]);
  });

  it("adds the contact person when their number can be asked for and is not a member's", () => {
    const post = { ...base, survivingmembers: [hiddenNumbers("Priya", "Daughter", true)], contactname: "Ravi", contactrelationship: "Nephew" };
    expect(familyContacts({ ...post, contactnumberrevealable: true, contactnumberisamember: false })).toEqual([
      { name: "Priya", relationship: "Daughter", phone: "", reveal: { member: 0 } },
      { name: "Ravi", relationship: "Nephew", phone: "", reveal: {} },
    ]);
    expect(familyContacts({ ...post, contactnumberrevealable: true, contactnumberisamember: true })).toHaveLength(1);
    expect(familyContacts({ ...post, contactnumberrevealable: false, contactnumberisamember: false })).toHaveLength(1);
  });
});
