import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { renderApp, signIn } from "../../../test/render-app";
import { mockApiHandler, type ApiAnswer } from "../../../test/mock-api-handler";

function server(changePassword: ApiAnswer = { body: { status: "password changed" } }) {
  return mockApiHandler(({ path }) => {
    if (path === "/api/new-notification") return { body: { new_notification_available: false } };
    if (path === "/api/change-password") return changePassword;
    return undefined;
  });
}

async function open() {
  signIn();
  const app = renderApp("/settings/change-password");
  await screen.findByRole("heading", { level: 1, name: "Change Password" });
  return app;
}

const current = () => screen.getByLabelText("Current Password");
const next = () => screen.getByLabelText("New Password");
const submit = () => screen.getByRole("button", { name: "Change Password" });

describe("Change Password", () => {
  it("has current and new password fields, each with its own show/hide toggle", async () => {
    server();
    const { user } = await open();
    expect(current()).toHaveAttribute("type", "password");
    expect(next()).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show current password" }));
    expect(current()).toHaveAttribute("type", "text");
    expect(next()).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show new password" }));
    expect(next()).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide current password" }));
    expect(current()).toHaveAttribute("type", "password");
  });

  it("checks in the spec's order, with its words, without calling the server", async () => {
    const api = server();
    const { user } = await open();
    await user.click(submit());
    expect(await screen.findByText("Plaese enter the current password!")).toBeInTheDocument();

    await user.type(current(), "Old12345");
    await user.click(submit());
    expect(await screen.findByText("Plaese enter the new password!")).toBeInTheDocument();

    await user.type(next(), "weakpass");
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.changePasswordRule)).toBeInTheDocument();
    expect(MESSAGES.changePasswordRule).toBe("Password should be 6 to 20 characters long with a numaric, a lowercase and 1 uppercase letters!");
    expect(api.bodiesTo("/api/change-password")).toHaveLength(0);
  });

  it("sends both passwords, toasts 'Password Updated' and clears the fields", async () => {
    const api = server();
    const { user } = await open();
    await user.type(current(), "Old12345");
    await user.type(next(), "Fresh2024pw");
    await user.click(submit());
    expect(await screen.findByText("Password Updated")).toBeInTheDocument();
    expect(api.bodiesTo("/api/change-password")).toEqual([{ currentPassword: "Old12345", newPassword: "Fresh2024pw" }]);
    expect(current()).toHaveValue("");
    expect(next()).toHaveValue("");
  });

  it.each([MESSAGES.currentPasswordWrong, MESSAGES.googleAccountNoPassword])("shows the server's error: %s", async (error) => {
    server({ status: 400, body: { error } });
    const { user } = await open();
    await user.type(current(), "Old12345");
    await user.type(next(), "Fresh2024pw");
    await user.click(submit());
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(current()).toHaveValue("Old12345");
    expect(submit()).toBeEnabled();
    expect(window.localStorage.getItem("user")).not.toBeNull();
  });
});

describe("Change Password in Tamil", () => {
  it("has Tamil labels, checks with Tamil messages and toasts the change in Tamil", async () => {
    const api = server();
    signIn();
    const { user } = renderApp("/settings/change-password", { locale: "ta" });
    expect(await screen.findByRole("heading", { level: 1, name: "கடவுச்சொல்லை மாற்றுக" })).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "கடவுச்சொல்லை மாற்றுக" });
    await user.click(button);
    expect(await screen.findByText("தற்போதைய கடவுச்சொல்லை உள்ளிடுங்கள்!")).toBeInTheDocument();

    await user.type(screen.getByLabelText("தற்போதைய கடவுச்சொல்"), "Old12345");
    await user.type(screen.getByLabelText("புதிய கடவுச்சொல்"), "Fresh2024pw");
    await user.click(button);
    expect(await screen.findByText("கடவுச்சொல் மாற்றப்பட்டது")).toBeInTheDocument();
    expect(screen.queryByText("Password Updated")).not.toBeInTheDocument();
    expect(api.bodiesTo("/api/change-password")).toEqual([{ currentPassword: "Old12345", newPassword: "Fresh2024pw" }]);
  });
});
