import { describe, expect, it } from "vitest";
import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import {
  checkComment,
  checkNotificationReply,
  checkTribute,
  commentsObjSchema,
  tributesObjSchema,
  type CommentsObj,
  type TributesObj,
} from "./engagement-schemas";

const validComment: CommentsObj = {
  comment: "He taught me to swim at Casuarina beach.",
  commenterFirstName: "Anita",
  commenterLastName: "Rajan",
  email: "anita@example.com",
  mobileNumber: "+94 77 123 4567",
  currentPlace: "Colombo",
};

const validTribute: TributesObj = {
  tribute: "Rest in peace, dear teacher.",
  tributerFirstName: "Anita",
  tributerLastName: "Rajan",
  email: "anita@example.com",
  mobileNumber: "0771234567",
  currentPlace: "Colombo",
};

describe("checkComment (docs/spec.md section 5, memorial form)", () => {
  it("accepts a complete form", () => {
    expect(checkComment(validComment)).toBeNull();
  });

  const steps: Array<[string, Partial<CommentsObj>, string]> = [
    ["comment empty", { comment: "   " }, MESSAGES.commentRequired],
    ["first name empty", { commenterFirstName: "" }, MESSAGES.commenterFirstNameRequired],
    ["last name empty", { commenterLastName: "" }, MESSAGES.commenterLastNameRequired],
    ["email empty", { email: "" }, MESSAGES.commenterEmailRequired],
    ["email invalid", { email: "anita@" }, MESSAGES.commenterEmailInvalid],
    ["mobile empty", { mobileNumber: "" }, MESSAGES.commenterMobileRequired],
    ["mobile too short", { mobileNumber: "+94 77 12" }, MESSAGES.commenterMobileInvalid],
    ["current place empty", { currentPlace: "" }, MESSAGES.commenterPlaceRequired],
  ];

  it.each(steps)("%s alone gives its own message", (_name, change, message) => {
    expect(checkComment({ ...validComment, ...change })).toBe(message);
  });

  it("reports the messages in SPEC order when several fields are wrong", () => {
    const seen: string[] = [];
    // Break every field at once, then repair them front to back: the message moves down the list.
    const broken: CommentsObj = { comment: "", commenterFirstName: "", commenterLastName: "", email: "", mobileNumber: "", currentPlace: "" };
    const repairs: Array<Partial<CommentsObj>> = [
      { comment: validComment.comment },
      { commenterFirstName: "Anita" },
      { commenterLastName: "Rajan" },
      { email: "not-an-email" },
      { email: validComment.email },
      { mobileNumber: "12345" },
      { mobileNumber: validComment.mobileNumber },
      { currentPlace: "Colombo" },
    ];
    let form = broken;
    seen.push(checkComment(form) ?? "ok");
    for (const repair of repairs) {
      form = { ...form, ...repair };
      seen.push(checkComment(form) ?? "ok");
    }
    expect(seen).toEqual([
      MESSAGES.commentRequired,
      MESSAGES.commenterFirstNameRequired,
      MESSAGES.commenterLastNameRequired,
      MESSAGES.commenterEmailRequired,
      MESSAGES.commenterEmailInvalid,
      MESSAGES.commenterMobileRequired,
      MESSAGES.commenterMobileInvalid,
      MESSAGES.commenterPlaceRequired,
      "ok",
    ]);
  });

  it("uses the exact SPEC wording", () => {
    expect(checkComment({ ...validComment, comment: "" })).toBe("Write something to post a memorial...");
    expect(checkComment({ ...validComment, currentPlace: "" })).toBe("Please enter your current residence place...");
    expect(checkComment({ ...validComment, mobileNumber: "abc" })).toBe("Invalid mobile number, Please add your valid mobile number...");
  });

  it("accepts 10 to 15 digits with an optional plus, after stripping spaces and other characters", () => {
    expect(checkComment({ ...validComment, mobileNumber: "(077) 123-4567" })).toBeNull();
    expect(checkComment({ ...validComment, mobileNumber: "+123456789012345" })).toBeNull();
    expect(checkComment({ ...validComment, mobileNumber: "+1234567890123456" })).toBe(MESSAGES.commenterMobileInvalid);
    expect(checkComment({ ...validComment, mobileNumber: "123456789" })).toBe(MESSAGES.commenterMobileInvalid);
  });

  it("asks a signed-in poster only for the text", () => {
    const onlyText: CommentsObj = {
      comment: "Missed every day.",
      commenterFirstName: "",
      commenterLastName: "",
      email: "",
      mobileNumber: "",
      currentPlace: "",
    };
    expect(checkComment(onlyText, { signedIn: true })).toBeNull();
    expect(checkComment({ ...onlyText, comment: " " }, { signedIn: true })).toBe(MESSAGES.commentRequired);
    expect(checkComment(onlyText)).toBe(MESSAGES.commenterFirstNameRequired);
  });
});

describe("checkTribute (docs/spec.md section 5, tribute form)", () => {
  it("accepts a complete form", () => {
    expect(checkTribute(validTribute)).toBeNull();
  });

  it.each<[string, Partial<TributesObj>, string]>([
    ["tribute empty", { tribute: "" }, MESSAGES.tributeRequired],
    ["first name empty", { tributerFirstName: " " }, MESSAGES.commenterFirstNameRequired],
    ["last name empty", { tributerLastName: "" }, MESSAGES.commenterLastNameRequired],
    ["email empty", { email: "" }, MESSAGES.commenterEmailRequired],
    ["email invalid", { email: "anita.example.com" }, MESSAGES.commenterEmailInvalid],
    ["mobile empty", { mobileNumber: "" }, MESSAGES.commenterMobileRequired],
    ["mobile invalid", { mobileNumber: "077" }, MESSAGES.commenterMobileInvalid],
    ["current place empty", { currentPlace: "" }, MESSAGES.commenterPlaceRequired],
  ])("%s gives its own message", (_name, change, message) => {
    expect(checkTribute({ ...validTribute, ...change })).toBe(message);
  });

  it("puts the tribute text first, then the visitor details in SPEC order", () => {
    const empty: TributesObj = { tribute: "", tributerFirstName: "", tributerLastName: "", email: "", mobileNumber: "", currentPlace: "" };
    expect(checkTribute(empty)).toBe("Write something to post a tribute...");
    expect(checkTribute({ ...empty, tribute: "x" })).toBe(MESSAGES.commenterFirstNameRequired);
    expect(checkTribute({ ...empty, tribute: "x", tributerFirstName: "A" })).toBe(MESSAGES.commenterLastNameRequired);
    expect(checkTribute({ ...empty, tribute: "x", tributerFirstName: "A", tributerLastName: "B" })).toBe(MESSAGES.commenterEmailRequired);
  });

  it("asks a signed-in poster only for the text", () => {
    const onlyText: TributesObj = { tribute: "Flowers for you.", tributerFirstName: "", tributerLastName: "", email: "", mobileNumber: "", currentPlace: "" };
    expect(checkTribute(onlyText, { signedIn: true })).toBeNull();
    expect(checkTribute({ ...onlyText, tribute: "" }, { signedIn: true })).toBe(MESSAGES.tributeRequired);
  });
});

describe("checkNotificationReply", () => {
  it("needs text", () => {
    expect(checkNotificationReply("")).toBe("Write something to leave a comment...");
    expect(checkNotificationReply("  \n ")).toBe(MESSAGES.replyRequired);
    expect(checkNotificationReply("Thank you")).toBeNull();
  });
});

describe("commentsObjSchema and tributesObjSchema", () => {
  it("trims every field and fills missing ones with empty text", () => {
    expect(commentsObjSchema.parse({ comment: "  hello  " })).toEqual({
      comment: "hello",
      currentPlace: "",
      email: "",
      mobileNumber: "",
      commenterFirstName: "",
      commenterLastName: "",
    });
    expect(tributesObjSchema.parse({ tributerFirstName: " Anita " }).tributerFirstName).toBe("Anita");
  });

  it("caps the text at the comment limit and names at the name limit", () => {
    expect(commentsObjSchema.safeParse({ comment: "a".repeat(LIMITS.commentMax) }).success).toBe(true);
    expect(commentsObjSchema.safeParse({ comment: "a".repeat(LIMITS.commentMax + 1) }).success).toBe(false);
    expect(tributesObjSchema.safeParse({ tribute: "a".repeat(6_000) }).success).toBe(false);
    expect(commentsObjSchema.safeParse({ commenterFirstName: "a".repeat(LIMITS.nameMax + 1) }).success).toBe(false);
  });

  it("rejects a field of the wrong type", () => {
    expect(commentsObjSchema.safeParse({ comment: 42 }).success).toBe(false);
  });
});
