import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { mockApi, renderApp, requestBody, testUser } from "../../../test/render-app";
import { GOOGLE_SCRIPT_SRC, type GoogleIdentity } from "../api/google-auth";

/** Stands in for Google's script: prompt() answers at once with `credential`. */
function fakeGoogle(credential: string | undefined, { displayed = true } = {}) {
  let callback: (response: { credential?: string }) => void = () => {};
  const identity: GoogleIdentity = {
    initialize: vi.fn((config) => {
      callback = config.callback;
    }),
    prompt: vi.fn((listener) => {
      if (displayed) callback({ credential });
      else listener?.({ isNotDisplayed: () => true, isSkippedMoment: () => false });
    }),
    renderButton: vi.fn((parent: HTMLElement) => {
      parent.append(Object.assign(document.createElement("button"), { textContent: "Continue with Google" }));
    }),
  };
  window.google = { accounts: { id: identity } };
  return identity;
}

afterEach(() => {
  delete window.google;
  document.querySelectorAll(`script[src="${GOOGLE_SCRIPT_SRC}"]`).forEach((script) => script.remove());
});

async function clickGoogle(path = "/signin", name = "Sign in with Google") {
  const app = renderApp(path);
  await app.user.click(await screen.findByRole("button", { name }));
  return app;
}

describe("Google sign-in", () => {
  it("says so when the server has no Google client id", async () => {
    mockApi([{ path: "/api/config", body: { google_client_id: null } }]);
    await clickGoogle();
    expect(await screen.findByText(MESSAGES.googleNotConfigured)).toBeInTheDocument();
  });

  it("trades Google's ID token for a session and leaves /signin", async () => {
    const identity = fakeGoogle("google-id-token");
    const fetchMock = mockApi([
      { path: "/api/config", body: { google_client_id: "client-1.apps.googleusercontent.com" } },
      { method: "POST", path: "/api/google-auth", body: testUser },
      { path: "/api/new-notification", body: { new_notification_available: false } },
    ]);
    const { router } = await clickGoogle();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(identity.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: "client-1.apps.googleusercontent.com" }));
    expect(requestBody(fetchMock, "/api/google-auth")).toEqual({ access_token: "google-id-token" });
    expect(JSON.parse(window.localStorage.getItem("user")!).username).toBe("priya");
  });

  it("sends Sign up with Google users to /settings/edit-profile", async () => {
    fakeGoogle("google-id-token");
    mockApi([
      { path: "/api/config", body: { google_client_id: "client-1" } },
      { method: "POST", path: "/api/google-auth", body: testUser },
      { path: "/api/new-notification", body: { new_notification_available: false } },
    ]);
    const { router } = await clickGoogle("/signup", "Sign up with Google");
    await waitFor(() => expect(router.state.location.pathname).toBe("/settings/edit-profile"));
  });

  it("toasts 'trouble login through google' when the answer has no user", async () => {
    fakeGoogle("google-id-token");
    mockApi([
      { path: "/api/config", body: { google_client_id: "client-1" } },
      { method: "POST", path: "/api/google-auth", body: {} },
    ]);
    const { router } = await clickGoogle();
    expect(await screen.findByText(MESSAGES.googleTrouble)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    expect(window.localStorage.getItem("user")).toBeNull();
  });

  it("toasts 'trouble login through google' when the server refuses the token", async () => {
    fakeGoogle("google-id-token");
    mockApi([
      { path: "/api/config", body: { google_client_id: "client-1" } },
      { method: "POST", path: "/api/google-auth", status: 400, body: { error: "Invalid Google token" } },
    ]);
    await clickGoogle();
    expect(await screen.findByText(MESSAGES.googleTrouble)).toBeInTheDocument();
  });

  it("toasts 'trouble login through google' when Google's script cannot load", async () => {
    mockApi([{ path: "/api/config", body: { google_client_id: "client-1" } }]);
    await clickGoogle();
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_SCRIPT_SRC}"]`);
      if (!found) throw new Error("script not added yet");
      return found;
    });
    fireEvent.error(script);
    expect(await screen.findByText(MESSAGES.googleTrouble)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
  });

  it("draws Google's own button when Google will not show its prompt", async () => {
    const identity = fakeGoogle("google-id-token", { displayed: false });
    mockApi([{ path: "/api/config", body: { google_client_id: "client-1" } }]);
    await clickGoogle();
    expect(await screen.findByText("Google did not open its window. Continue with the Google button below.")).toBeInTheDocument();
    expect(identity.renderButton).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
  });
});
