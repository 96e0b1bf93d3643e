import { expect, test } from "./fixtures";
import { imageFile, openSignedIn, PASSWORD, signUpViaApi, unique } from "./support";

/** Settings: Edit Profile (validation, save, the top bar follows) and Change Password (then sign in with it). */

test("edit profile: a bad mobile is refused, then bio, residence, mobile and username are saved", async ({ page, request }) => {
  const user = await signUpViaApi(request, { firstname: "Tharshini", lastname: "Nadarajah" });
  await openSignedIn(page, user, "/settings/edit-profile");
  await expect(page.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Tharshini Nadarajah");
  await expect(page.getByLabel("Full Name")).toBeDisabled();
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Email")).toBeDisabled();

  await page.getByLabel("Mobile Number").fill("12345");
  await page.getByLabel("Residence Country").fill("Canada");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Invalid mobile number, Please enter valid mobile number!")).toBeVisible();

  const username = unique("tharshini.");
  await page.getByLabel("Mobile Number").fill("+1 416 555 0101");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Bio").fill("Keeping my grandmother's memory alive.");
  await expect(page.getByText(`${150 - "Keeping my grandmother's memory alive.".length} characters left`)).toBeVisible();
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Profile Updated")).toBeVisible();

  // The top bar's profile link follows at once, without a reload.
  await page.getByRole("button", { name: "Profile menu" }).click();
  await expect(page.getByRole("banner").getByText(`@${username}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Profile", exact: true })).toHaveAttribute("href", `/user/${username}`);
  await page.keyboard.press("Escape");

  // Saved on the server: a reload shows the same values, and the public profile has the bio.
  await page.reload();
  await expect(page.getByLabel("Username")).toHaveValue(username);
  await expect(page.getByLabel("Mobile Number")).toHaveValue("+1 416 555 0101");
  await expect(page.getByLabel("Residence Country")).toHaveValue("Canada");
  await expect(page.getByLabel("Bio")).toHaveValue("Keeping my grandmother's memory alive.");
  const profile = await request.post("/api/get-profile", { data: { username } });
  expect((await profile.json()).personal_info).toMatchObject({ username, bio: "Keeping my grandmother's memory alive.", residence: "Canada" });
});

test("edit profile: a new profile photo is uploaded and shows in the top bar at once", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await openSignedIn(page, user, "/settings/edit-profile");
  await expect(page.getByLabel("Mobile Number")).toBeVisible();
  await page.getByLabel("Choose profile photo").setInputFiles(await imageFile("profile-photo.jpg", "#7a8f86"));
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Uploaded successfully")).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").profile_img as string);
  expect(stored).toMatch(/\/api\/uploads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("button", { name: "Profile menu" }).locator("img")).toHaveAttribute("src", stored);
  const profile = await request.post("/api/get-profile", { data: { username: user.username } });
  expect((await profile.json()).personal_info.profile_img).toBe(stored);
});

test("edit profile: a username another account holds is refused with the server's words", async ({ page, request }) => {
  const other = await signUpViaApi(request);
  const user = await signUpViaApi(request);
  await openSignedIn(page, user, "/settings/edit-profile");
  await page.getByLabel("Mobile Number").fill("+94 77 123 4567");
  await page.getByLabel("Residence Country").fill("Sri Lanka");
  await page.getByLabel("Username").fill(other.username.toUpperCase());
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Username is already taken")).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").username)).toBe(user.username);
});

test("change password, then sign in with the new one on the sign-in screen", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await openSignedIn(page, user, "/settings/change-password");
  await expect(page.getByRole("heading", { level: 1, name: "Change Password" })).toBeVisible();

  await page.getByRole("button", { name: "Change Password", exact: true }).click();
  await expect(page.getByText("Plaese enter the current password!")).toBeVisible();

  await page.getByLabel("Current Password", { exact: true }).fill("Wrong12345");
  await page.getByLabel("New Password", { exact: true }).fill("Fresh2024pw");
  await page.getByRole("button", { name: "Change Password", exact: true }).click();
  await expect(page.getByText("Incorrect current password")).toBeVisible();

  await page.getByLabel("Current Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Show new password" }).click();
  await expect(page.getByLabel("New Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Change Password", exact: true }).click();
  await expect(page.getByText("Password Updated")).toBeVisible();
  await expect(page.getByLabel("Current Password", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("New Password", { exact: true })).toHaveValue("");

  // Log out, then the new password opens the account and the old one does not.
  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/signin");
  await page.getByLabel("Email Address").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Email or password is incorrect")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Fresh2024pw");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Profile menu" })).toBeVisible();
});
