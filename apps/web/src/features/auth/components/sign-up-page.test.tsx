import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { mockApi, renderApp, requestBody, testUser } from "../../../test/render-app";

async function renderEmailStep() {
  const app = renderApp("/signup");
  await screen.findByRole("heading", { name: "Create your account" });
  await app.user.click(screen.getByRole("button", { name: "Continue with email" }));
  await screen.findByRole("heading", { name: "Sign up with email" });
  return app;
}

describe("sign up", () => {
  it("starts with the choice: Google, OR, Continue with email", async () => {
    renderApp("/signup");
    expect(await screen.findByRole("button", { name: "Sign up with Google" })).toBeInTheDocument();
    expect(screen.getByText("OR")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with email" })).toBeInTheDocument();
    expect(screen.queryByLabelText("First Name")).not.toBeInTheDocument();
  });

  it("shows the e-mail form with its links, and the back arrow returns to the choice", async () => {
    const { user } = await renderEmailStep();
    for (const label of ["First Name", "Last Name", "Email Address", "Password"]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Account" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
    expect(screen.getByRole("link", { name: "Go to home page" })).toHaveAttribute("href", "/");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("button", { name: "Continue with email" })).toBeInTheDocument();
  });

  it("checks the form in the spec's order, as toasts", async () => {
    const fetchMock = mockApi([]);
    const { user } = await renderEmailStep();
    const submit = screen.getByRole("button", { name: "Create Account" });
    const steps: Array<[string, string, string]> = [
      ["", "", MESSAGES.firstNameRequired],
      ["First Name", "Priya", MESSAGES.lastNameRequired],
      ["Last Name", "Ra", MESSAGES.nameTooShort],
      ["Last Name", "man", MESSAGES.enterEmail],
      ["Email Address", "priya@", MESSAGES.emailInvalid],
      ["Email Address", "example.com", MESSAGES.passwordRule],
    ];
    for (const [label, text, message] of steps) {
      if (label) await user.type(screen.getByLabelText(label), text);
      await user.click(submit);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("toasts the server's error", async () => {
    mockApi([{ method: "POST", path: "/api/signup", status: 409, body: { error: MESSAGES.emailTaken } }]);
    const { user } = await renderEmailStep();
    await user.type(screen.getByLabelText("First Name"), "Priya");
    await user.type(screen.getByLabelText("Last Name"), "Raman");
    await user.type(screen.getByLabelText("Email Address"), "priya@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret12");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText(MESSAGES.emailTaken)).toBeInTheDocument();
  });

  it("saves the new user and goes to /settings/edit-profile", async () => {
    const fetchMock = mockApi([
      { method: "POST", path: "/api/signup", body: testUser },
      { path: "/api/new-notification", body: { new_notification_available: false } },
    ]);
    const { user, router } = await renderEmailStep();
    await user.type(screen.getByLabelText("First Name"), "Priya");
    await user.type(screen.getByLabelText("Last Name"), "Raman");
    await user.type(screen.getByLabelText("Email Address"), "priya@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret12");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Profile" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/settings/edit-profile");
    expect(requestBody(fetchMock, "/api/signup")).toEqual({ firstname: "Priya", lastname: "Raman", email: "priya@example.com", password: "Secret12" });
    expect(JSON.parse(window.localStorage.getItem("user")!).access_token).toBe("token-123");
  });
});

describe("sign up in Tamil", () => {
  it("offers Google or e-mail, then the e-mail form with Tamil labels and links", async () => {
    const { user } = renderApp("/signup", { locale: "ta" });
    expect(await screen.findByRole("heading", { name: "உங்கள் கணக்கைத் தொடங்குங்கள்" })).toBeInTheDocument();
    expect(document.title).toBe("பதிவுசெய்க – Keep Memories Alive");
    expect(screen.getByRole("button", { name: "Google மூலம் பதிவுசெய்க" })).toBeInTheDocument();
    expect(screen.getByText("அல்லது")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "மின்னஞ்சல் மூலம் தொடர்க" }));

    expect(await screen.findByRole("heading", { name: "மின்னஞ்சல் மூலம் பதிவுசெய்க" })).toBeInTheDocument();
    for (const label of ["முதற் பெயர்", "குடும்பப் பெயர்", "மின்னஞ்சல் முகவரி", "கடவுச்சொல்"]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    const main = within(screen.getByRole("main"));
    expect(main.getByText(/ஏற்கனவே கணக்கு உள்ளதா\?/)).toBeInTheDocument();
    expect(main.getByRole("link", { name: "உள்நுழைக" })).toHaveAttribute("href", "/signin");
    expect(main.getByRole("link", { name: "முகப்புப் பக்கத்துக்குச் செல்க" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "பின்செல்" })).toBeInTheDocument();
  });

  it("checks the form with Tamil messages, without calling the server", async () => {
    const fetchMock = mockApi([]);
    const { user } = renderApp("/signup", { locale: "ta" });
    await user.click(await screen.findByRole("button", { name: "மின்னஞ்சல் மூலம் தொடர்க" }));
    const submit = await screen.findByRole("button", { name: "கணக்கைத் தொடங்குக" });
    await user.click(submit);
    expect(await screen.findByText("முதற் பெயரை உள்ளிடுங்கள்!")).toBeInTheDocument();
    await user.type(screen.getByLabelText("முதற் பெயர்"), "Priya");
    await user.type(screen.getByLabelText("குடும்பப் பெயர்"), "Raman");
    await user.type(screen.getByLabelText("மின்னஞ்சல் முகவரி"), "priya@");
    await user.click(submit);
    expect(await screen.findByText("மின்னஞ்சல் சரியில்லை. சரியான மின்னஞ்சலை உள்ளிடுங்கள்!")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.emailInvalid)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates the account and opens Edit Profile in Tamil", async () => {
    const fetchMock = mockApi([
      { method: "POST", path: "/api/signup", body: testUser },
      { path: "/api/new-notification", body: { new_notification_available: false } },
    ]);
    const { user, router } = renderApp("/signup", { locale: "ta" });
    await user.click(await screen.findByRole("button", { name: "மின்னஞ்சல் மூலம் தொடர்க" }));
    await user.type(await screen.findByLabelText("முதற் பெயர்"), "Priya");
    await user.type(screen.getByLabelText("குடும்பப் பெயர்"), "Raman");
    await user.type(screen.getByLabelText("மின்னஞ்சல் முகவரி"), "priya@example.com");
    await user.type(screen.getByLabelText("கடவுச்சொல்"), "Secret12");
    await user.click(screen.getByRole("button", { name: "கணக்கைத் தொடங்குக" }));
    expect(await screen.findByRole("heading", { level: 1, name: "சுயவிவரத்தைத் திருத்துக" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/settings/edit-profile");
    expect(requestBody(fetchMock, "/api/signup")).toEqual({ firstname: "Priya", lastname: "Raman", email: "priya@example.com", password: "Secret12" });
  });
});
