import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { getSession } from "../lib/session";
import { renderApp, signIn } from "../test/render-app";
import { mockApiHandler, type ApiAnswer } from "../test/mock-api-handler";

const NOTICE = /Please confirm your e-mail address: open the link we sent you when you signed up/;

function server(resend: ApiAnswer = { body: { email_verified: false, sent: true } }) {
  return mockApiHandler(({ path }) => {
    if (path === "/api/resend-verification-email") return resend;
    if (path === "/api/new-notification") return { body: { new_notification_available: false } };
    if (path === "/api/user-written-posts") return { body: { blogs: [] } };
    if (path === "/api/user-written-post-count") return { body: { totalDocs: 0 } };
    return { body: {} };
  });
}

describe("the notice of an unproven e-mail address (dashboard and settings)", () => {
  it("asks calmly to open the mailed link, and sends it again with one button", async () => {
    const api = server();
    signIn({ email_verified: false });
    const { user } = renderApp("/settings/your-data");
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText("A new link is on its way. Please check your e-mail.")).toHaveAttribute("role", "status");
    expect(api.bodiesTo("/api/resend-verification-email")).toHaveLength(1);
    expect(screen.getByText(NOTICE)).toBeInTheDocument(); // still unproven until the link is opened
  });

  it("goes away when the server says the address is already proven (on another device, say)", async () => {
    server({ body: { email_verified: true, sent: false } });
    signIn({ email_verified: false });
    const { user } = renderApp("/settings/your-data");
    await user.click(await screen.findByRole("button", { name: "Send the link again" }));
    await expect.poll(() => screen.queryByText(NOTICE)).toBeNull();
    expect(getSession()).toMatchObject({ email_verified: true });
  });

  it("shows the server's sentence when the resends run out, in Tamil for a Tamil reader", async () => {
    server({ status: 429, body: { error: MESSAGES.emailVerifyLimit } });
    signIn({ email_verified: false });
    const { user } = renderApp("/settings/your-data", { locale: "ta" });
    await user.click(await screen.findByRole("button", { name: "இணைப்பை மீண்டும் அனுப்பு" }));
    expect(await screen.findByText(/குறுகிய நேரத்தில் பல இணைப்புகளை அனுப்பிவிட்டோம்/)).toBeInTheDocument();
  });

  it("is not shown for a proven address, nor for a session saved before the server said either way", async () => {
    server();
    signIn({ email_verified: true });
    const first = renderApp("/settings/your-data");
    expect(await screen.findByRole("heading", { level: 1, name: "Your Data" })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).toBeNull();
    first.unmount();
    signIn();
    renderApp("/settings/your-data");
    expect(await screen.findByRole("heading", { level: 1, name: "Your Data" })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});

describe("the mailed link's page (/verify-email/:token)", () => {
  it("proves the address on opening, says so, and ends the notice of the account signed in here", async () => {
    const api = mockApiHandler(({ path }) => {
      if (path === "/api/verify-email") return { body: { email_verified: true, username: "priya" } };
      if (path === "/api/new-notification") return { body: { new_notification_available: false } };
      return { body: {} };
    });
    signIn({ email_verified: false });
    renderApp("/verify-email/tok-1");
    expect(await screen.findByRole("heading", { level: 1, name: "Your e-mail address is confirmed" })).toBeInTheDocument();
    expect(api.bodiesTo("/api/verify-email")).toEqual([{ token: "tok-1" }]);
    expect(getSession()).toMatchObject({ email_verified: true });
  });

  it("says why a link does not work, and changes nothing for another account signed in here", async () => {
    mockApiHandler(({ path }) => {
      if (path === "/api/verify-email") return { status: 400, body: { error: MESSAGES.emailVerifyLinkInvalid } };
      if (path === "/api/new-notification") return { body: { new_notification_available: false } };
      return { body: {} };
    });
    signIn({ email_verified: false });
    renderApp("/verify-email/old");
    expect(await screen.findByText(MESSAGES.emailVerifyLinkInvalid)).toBeInTheDocument();
    expect(getSession()).toMatchObject({ email_verified: false });
  });
});
