import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
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
