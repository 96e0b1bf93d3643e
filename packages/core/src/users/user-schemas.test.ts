import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import {
  changePasswordSchema,
  checkChangePassword,
  checkForgotPassword,
  checkResetPassword,
  checkSignin,
  checkSignup,
  checkUpdateProfile,
  forgotPasswordSchema,
  googleAuthSchema,
  isSocialLink,
  resetPasswordSchema,
  signinSchema,
  signupSchema,
  updateProfileSchema,
  usernameInvalid,
  type UpdateProfileInput,
} from "./user-schemas";

/**
 * Starts from input where every rule fails, repairs one field at a time and records the
 * message after each step: the list is the order in which a person meets the messages.
 */
function messagesInOrder<T>(check: (input: T) => string | null, allWrong: T, repairs: Array<Partial<T>>): Array<string | null> {
  let input = allWrong;
  const seen = [check(input)];
  for (const repair of repairs) {
    input = { ...input, ...repair };
    seen.push(check(input));
  }
  return seen;
}

const GOOD_PASSWORD = "Secret123";

describe("checkSignin", () => {
  it("meets the messages in SPEC order: email empty, email pattern, password", () => {
    expect(messagesInOrder(checkSignin, { email: "", password: "" }, [{ email: "ravi" }, { email: "ravi@example.com" }, { password: GOOD_PASSWORD }])).toEqual([
      MESSAGES.enterEmail,
      MESSAGES.emailInvalid,
      MESSAGES.passwordRule,
      null,
    ]);
  });

  it("treats a whitespace-only e-mail as empty", () => {
    expect(checkSignin({ email: "   ", password: GOOD_PASSWORD })).toBe(MESSAGES.enterEmail);
  });

  it.each(["Sec1a", "A1" + "b".repeat(19), "secret123", "SECRET123", "SecretPass"])("rejects the password %j with the password sentence", (password) => {
    expect(checkSignin({ email: "ravi@example.com", password })).toBe(MESSAGES.passwordRule);
  });

  it("uses the spec's words", () => {
    expect(MESSAGES.enterEmail).toBe("Enter email");
    expect(MESSAGES.emailInvalid).toBe("Email is invalid, Please enter valid email!");
    expect(MESSAGES.passwordRule).toBe("Password should be 6 to 20 characters long with a numeric, 1 lowercase and 1 uppercase letters");
  });
});

describe("checkSignup", () => {
  it("meets the messages in SPEC order: first name, last name, name length, email empty, email pattern, password", () => {
    expect(
      messagesInOrder(checkSignup, { firstname: "", lastname: "", email: "", password: "" }, [
        { firstname: "Ravi" },
        { lastname: "Ku" },
        { lastname: "Kumar" },
        { email: "ravi@" },
        { email: "ravi@example.com" },
        { password: GOOD_PASSWORD },
      ]),
    ).toEqual([
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.nameTooShort,
      MESSAGES.enterEmail,
      MESSAGES.emailInvalid,
      MESSAGES.passwordRule,
      null,
    ]);
  });

  it("checks the length of the last name only, as the spec reads", () => {
    const input = { firstname: "Al", lastname: "Kumar", email: "al@example.com", password: GOOD_PASSWORD };
    expect(checkSignup(input)).toBeNull();
    expect(checkSignup({ ...input, firstname: "Alagan", lastname: "Li" })).toBe(MESSAGES.nameTooShort);
    expect(checkSignup({ ...input, lastname: "  Li  " })).toBe(MESSAGES.nameTooShort);
    expect(checkSignup({ ...input, lastname: "Lee" })).toBeNull();
  });

  it("treats whitespace-only names as empty", () => {
    expect(checkSignup({ firstname: "  ", lastname: "Kumar", email: "r@example.com", password: GOOD_PASSWORD })).toBe(MESSAGES.firstNameRequired);
    expect(checkSignup({ firstname: "Ravi", lastname: " ", email: "r@example.com", password: GOOD_PASSWORD })).toBe(MESSAGES.lastNameRequired);
  });

  it("uses the spec's words", () => {
    expect(MESSAGES.firstNameRequired).toBe("Please enter first name!");
    expect(MESSAGES.lastNameRequired).toBe("Please enter last name!");
    expect(MESSAGES.nameTooShort).toBe("First name and last name must be at least 3 letter long");
  });
});

describe("checkForgotPassword", () => {
  it("meets the messages in SPEC order: email empty, then pattern", () => {
    expect(messagesInOrder(checkForgotPassword, { email: "" }, [{ email: "ravi@example" }, { email: "ravi@example.com" }])).toEqual([
      MESSAGES.enterEmail,
      MESSAGES.emailInvalid,
      null,
    ]);
  });

  it("has the spec's success sentence", () => {
    expect(MESSAGES.resetMailSent).toBe("Please check your email, reset mail was sent.");
  });
});

describe("checkResetPassword", () => {
  it("meets the messages in SPEC order: password rule, confirm empty, mismatch", () => {
    expect(
      messagesInOrder(checkResetPassword, { new_password: "weak", confirm_new_password: "" }, [
        { new_password: GOOD_PASSWORD },
        { confirm_new_password: "Secret124" },
        { confirm_new_password: GOOD_PASSWORD },
      ]),
    ).toEqual([MESSAGES.passwordRule, MESSAGES.confirmPasswordRequired, MESSAGES.confirmPasswordMismatch, null]);
  });

  it("compares the confirmation exactly (case and spaces count)", () => {
    expect(checkResetPassword({ new_password: GOOD_PASSWORD, confirm_new_password: "secret123" })).toBe(MESSAGES.confirmPasswordMismatch);
    expect(checkResetPassword({ new_password: GOOD_PASSWORD, confirm_new_password: `${GOOD_PASSWORD} ` })).toBe(MESSAGES.confirmPasswordMismatch);
  });

  it("uses the spec's words", () => {
    expect(MESSAGES.confirmPasswordRequired).toBe("Please enter the confirm password");
    expect(MESSAGES.confirmPasswordMismatch).toBe("Confirm password does not match!");
  });
});

describe("checkChangePassword", () => {
  it("meets the messages in SPEC order: current required, new required, then the rule", () => {
    expect(
      messagesInOrder(checkChangePassword, { currentPassword: "", newPassword: "" }, [
        { currentPassword: "weak" },
        { newPassword: "Newpass1" },
        { currentPassword: GOOD_PASSWORD },
      ]),
    ).toEqual([MESSAGES.currentPasswordRequired, MESSAGES.newPasswordRequired, MESSAGES.changePasswordRule, null]);
  });

  it("applies the rule to the new password too", () => {
    expect(checkChangePassword({ currentPassword: GOOD_PASSWORD, newPassword: "newpass1" })).toBe(MESSAGES.changePasswordRule);
    expect(checkChangePassword({ currentPassword: GOOD_PASSWORD, newPassword: "A1" + "b".repeat(19) })).toBe(MESSAGES.changePasswordRule);
  });

  it("keeps the spec's typos", () => {
    expect(MESSAGES.currentPasswordRequired).toBe("Plaese enter the current password!");
    expect(MESSAGES.newPasswordRequired).toBe("Plaese enter the new password!");
    expect(MESSAGES.changePasswordRule).toBe("Password should be 6 to 20 characters long with a numaric, a lowercase and 1 uppercase letters!");
  });
});

describe("checkUpdateProfile", () => {
  const good: UpdateProfileInput = {
    mobilenumber: "+94 77 123 4567",
    residence: "Canada",
    username: "ravi.kumar",
    bio: "Son of Jaffna.",
    social_links: { facebook: "https://facebook.com/ravi", instagram: "https://www.instagram.com/ravi", x: "https://x.com/ravi" },
  };

  it("accepts a complete profile", () => {
    expect(checkUpdateProfile(good)).toBeNull();
  });

  it("meets the messages in SPEC order: mobile, mobile pattern, residence, username, bio, then the social links", () => {
    const allWrong: UpdateProfileInput = {
      mobilenumber: "",
      residence: "",
      username: "",
      bio: "x".repeat(151),
      social_links: { facebook: "https://evil.example/ravi", instagram: "instagram", x: "ftp://x.com/ravi" },
    };
    expect(
      messagesInOrder(checkUpdateProfile, allWrong, [
        { mobilenumber: "12345" },
        { mobilenumber: good.mobilenumber },
        { residence: "Canada" },
        { username: "ravi kumar" },
        { username: "ravi" },
        { bio: "x".repeat(150) },
        { social_links: { ...allWrong.social_links, facebook: "" } },
        { social_links: { facebook: "", instagram: "https://instagram.com/ravi", x: allWrong.social_links.x } },
        { social_links: { facebook: "", instagram: "", x: "https://twitter.com/ravi" } },
      ]),
    ).toEqual([
      MESSAGES.profileMobileRequired,
      MESSAGES.profileMobileInvalid,
      MESSAGES.profileResidenceRequired,
      MESSAGES.usernameTooShort,
      usernameInvalid,
      MESSAGES.bioTooLong,
      MESSAGES.socialLinkInvalid("Facebook"),
      MESSAGES.socialLinkInvalid("Instagram"),
      MESSAGES.socialLinkInvalid("X"),
      null,
    ]);
  });

  it("counts the username after trimming and needs at least 3 characters", () => {
    expect(checkUpdateProfile({ ...good, username: " ab " })).toBe(MESSAGES.usernameTooShort);
    expect(checkUpdateProfile({ ...good, username: "abc" })).toBeNull();
  });

  it("allows a bio of exactly 150 characters and not 151", () => {
    expect(checkUpdateProfile({ ...good, bio: "b".repeat(150) })).toBeNull();
    expect(checkUpdateProfile({ ...good, bio: "b".repeat(151) })).toBe(MESSAGES.bioTooLong);
  });

  it("treats a whitespace-only residence as missing", () => {
    expect(checkUpdateProfile({ ...good, residence: "   " })).toBe(MESSAGES.profileResidenceRequired);
  });

  it("uses the spec's words", () => {
    expect(MESSAGES.profileMobileRequired).toBe("Please enter your mobile number");
    expect(MESSAGES.profileMobileInvalid).toBe("Invalid mobile number, Please enter valid mobile number!");
    expect(MESSAGES.profileResidenceRequired).toBe("Please enter your current residence country");
    expect(MESSAGES.usernameTooShort).toBe("Username should be at least 3 letters long");
    expect(MESSAGES.bioTooLong).toBe("Bio should not be more than 150");
  });
});

describe("isSocialLink", () => {
  it.each([
    ["facebook", ""],
    ["facebook", "https://www.facebook.com/ravi"],
    ["facebook", "https://m.facebook.com/ravi"],
    ["facebook", "http://fb.com/ravi"],
    ["instagram", "https://instagram.com/ravi"],
    ["x", "https://x.com/ravi"],
    ["x", "https://twitter.com/ravi"],
  ] as const)("accepts %s %j", (key, value) => {
    expect(isSocialLink(key, value)).toBe(true);
  });

  it.each([
    ["facebook", "javascript:alert(1)"],
    ["facebook", "https://evil.example/facebook.com"],
    ["facebook", "https://facebook.com.evil.example/ravi"],
    ["instagram", "https://facebook.com/ravi"],
    ["instagram", "instagram.com/ravi"],
    ["x", "ftp://x.com/ravi"],
  ] as const)("rejects %s %j", (key, value) => {
    expect(isSocialLink(key, value)).toBe(false);
  });
});

describe("request shapes", () => {
  it("trims e-mails and names, and keeps passwords exactly as typed", () => {
    expect(signinSchema.parse({ email: "  ravi@example.com ", password: " Secret123 " })).toEqual({ email: "ravi@example.com", password: " Secret123 " });
    expect(signupSchema.parse({ firstname: " Ravi ", lastname: " Kumar ", email: " r@example.com", password: "Secret123" })).toEqual({
      firstname: "Ravi",
      lastname: "Kumar",
      email: "r@example.com",
      password: "Secret123",
    });
  });

  it("rejects wrong types and missing fields", () => {
    expect(signinSchema.safeParse({ email: 5, password: "Secret123" }).success).toBe(false);
    expect(signinSchema.safeParse({ email: "r@example.com" }).success).toBe(false);
    expect(signupSchema.safeParse({ firstname: "Ravi", lastname: "Kumar", email: "r@example.com" }).success).toBe(false);
    expect(forgotPasswordSchema.safeParse({}).success).toBe(false);
    expect(changePasswordSchema.safeParse({ currentPassword: 1, newPassword: "x" }).success).toBe(false);
  });

  it("caps lengths", () => {
    expect(signinSchema.safeParse({ email: `${"a".repeat(250)}@x.com`, password: "x" }).success).toBe(false);
    expect(signupSchema.safeParse({ firstname: "R".repeat(101), lastname: "Kumar", email: "r@example.com", password: "x" }).success).toBe(false);
    expect(changePasswordSchema.safeParse({ currentPassword: "x".repeat(201), newPassword: "x" }).success).toBe(false);
  });

  it("needs a reset token and a Google token that are not empty", () => {
    expect(resetPasswordSchema.safeParse({ token: "  ", new_password: "a", confirm_new_password: "a" }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: "abc", new_password: "a", confirm_new_password: "a" }).success).toBe(true);
    expect(googleAuthSchema.safeParse({ access_token: "" }).success).toBe(false);
    expect(googleAuthSchema.parse({ access_token: " eyJ.x.y " })).toEqual({ access_token: "eyJ.x.y" });
  });

  it("fills a profile update's missing fields with empty strings", () => {
    expect(updateProfileSchema.parse({})).toEqual({
      mobilenumber: "",
      residence: "",
      username: "",
      bio: "",
      social_links: { facebook: "", instagram: "", x: "" },
    });
  });
});
