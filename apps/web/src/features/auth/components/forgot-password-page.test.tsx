import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { mockApi, renderApp, requestBody } from "../../../test/render-app";

async function renderForgot() {
  const app = renderApp("/forgotpassword");
  await screen.findByRole("heading", { name: "Forgot your password?" });
  return app;
}

describe("forgot password", () => {
  it("has the Email field, Recover and a link home", async () => {
    await renderForgot();
    expect(screen.getByLabelText("Email Address")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Recover" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to home page" })).toHaveAttribute("href", "/");
  });

  it("checks the e-mail in order, as toasts", async () => {
    const fetchMock = mockApi([]);
    const { user } = await renderForgot();
    await user.click(screen.getByRole("button", { name: "Recover" }));
    expect(await screen.findByText(MESSAGES.enterEmail)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email Address"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Recover" }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the green message and clears the field on success", async () => {
    const fetchMock = mockApi([
      { method: "POST", path: "/api/forgotpassword", body: { message: "If that address has an account, a reset link is on its way." } },
    ]);
    const { user } = await renderForgot();
    await user.type(screen.getByLabelText("Email Address"), "priya@example.com");
    await user.click(screen.getByRole("button", { name: "Recover" }));
    expect(await screen.findByText("Please check your email, reset mail was sent.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email Address")).toHaveValue("");
    expect(requestBody(fetchMock, "/api/forgotpassword")).toEqual({ email: "priya@example.com" });
  });

  it("shows the server's error, or 'An error occurred' when there is none", async () => {
    mockApi([{ method: "POST", path: "/api/forgotpassword", status: 429, body: { error: "Too many requests, please try again later" } }]);
    const { user } = await renderForgot();
    await user.type(screen.getByLabelText("Email Address"), "priya@example.com");
    await user.click(screen.getByRole("button", { name: "Recover" }));
    expect(await screen.findByText("Too many requests, please try again later")).toBeInTheDocument();

    mockApi([{ method: "POST", path: "/api/forgotpassword", status: 502 }]);
    await user.click(screen.getByRole("button", { name: "Recover" }));
    expect(await screen.findByText("An error occurred")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.resetMailSent)).not.toBeInTheDocument();
  });
});
