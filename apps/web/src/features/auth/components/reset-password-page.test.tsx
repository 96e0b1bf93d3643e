import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { mockApi, renderApp, requestBody } from "../../../test/render-app";

async function renderReset() {
  const app = renderApp("/resetpassword/tok-42");
  await screen.findByRole("heading", { name: "Choose a new password" });
  return app;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("reset password", () => {
  it("has both password fields with a show/hide toggle", async () => {
    const { user } = await renderReset();
    expect(screen.getByLabelText("New Password")).toHaveAttribute("type", "password");
    expect(screen.getByLabelText("Confirm Password")).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show new password" }));
    expect(screen.getByLabelText("New Password")).toHaveAttribute("type", "text");
  });

  it("checks the passwords in order, as toasts", async () => {
    const fetchMock = mockApi([]);
    const { user } = await renderReset();
    const submit = screen.getByRole("button", { name: "Reset Password" });
    await user.type(screen.getByLabelText("New Password"), "weak");
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.passwordRule)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("New Password"));
    await user.type(screen.getByLabelText("New Password"), "Secret12");
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.confirmPasswordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Confirm Password"), "Secret13");
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.confirmPasswordMismatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("toasts the server's message, then goes to /signin after 3 seconds", async () => {
    const fetchMock = mockApi([{ method: "POST", path: "/api/resetpassword", body: { message: "Password reset. Please sign in." } }]);
    const { user, router } = await renderReset();
    await user.type(screen.getByLabelText("New Password"), "Secret12");
    await user.type(screen.getByLabelText("Confirm Password"), "Secret12");

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password reset. Please sign in.")).toBeInTheDocument();
    expect(requestBody(fetchMock, "/api/resetpassword")).toEqual({ token: "tok-42", new_password: "Secret12", confirm_new_password: "Secret12" });
    expect(screen.getByRole("button", { name: "Reset Password" })).toBeDisabled();

    // The fake clock also moves with real time (shouldAdvanceTime), which a busy machine spends
    // between the answer and this line: the page is still here well before the 3 seconds, gone after.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe("/resetpassword/tok-42");
    await act(() => vi.advanceTimersByTimeAsync(1100));
    vi.useRealTimers();
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("shows the server's error, or 'An error occurred'", async () => {
    mockApi([{ method: "POST", path: "/api/resetpassword", status: 400, body: { error: MESSAGES.resetLinkInvalid } }]);
    const { user } = await renderReset();
    await user.type(screen.getByLabelText("New Password"), "Secret12");
    await user.type(screen.getByLabelText("Confirm Password"), "Secret12");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText(MESSAGES.resetLinkInvalid)).toBeInTheDocument();

    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("An error occurred")).toBeInTheDocument();
  });
});
