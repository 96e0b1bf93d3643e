import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { mockApi, renderApp, requestBody, testUser } from "../../../test/render-app";

async function renderSignIn() {
  const app = renderApp("/signin");
  await screen.findByRole("heading", { name: "Sign in to your account" });
  return app;
}

describe("sign in", () => {
  it("shows the spec's texts and links", async () => {
    await renderSignIn();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeInTheDocument();
    expect(screen.getByText("or sign in with email")).toBeInTheDocument();
    expect(screen.getByLabelText("Email Address")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot password" })).toHaveAttribute("href", "/forgotpassword");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Go to home page" })).toHaveAttribute("href", "/");
  });

  it("shows and hides the password", async () => {
    const { user } = await renderSignIn();
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
  });

  it("checks the form in the spec's order, as toasts, without calling the server", async () => {
    const fetchMock = mockApi([]);
    const { user } = await renderSignIn();
    const submit = screen.getByRole("button", { name: "Sign In" });

    await user.click(submit);
    expect(await screen.findByText(MESSAGES.enterEmail)).toBeInTheDocument();

    await user.type(screen.getByLabelText("Email Address"), "priya@example");
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Email Address"));
    await user.type(screen.getByLabelText("Email Address"), "priya@example.com");
    await user.type(screen.getByLabelText("Password"), "password1");
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.passwordRule)).toBeInTheDocument();

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("toasts the server's error when sign-in fails and stays signed out", async () => {
    mockApi([{ method: "POST", path: "/api/signin", status: 401, body: { error: MESSAGES.wrongCredentials } }]);
    const { user, router } = await renderSignIn();
    await user.type(screen.getByLabelText("Email Address"), "priya@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret12");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText(MESSAGES.wrongCredentials)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    expect(window.localStorage.getItem("user")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("disables Sign In while the request is in flight", async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await renderSignIn();
    await user.type(screen.getByLabelText("Email Address"), "priya@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret12");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeDisabled();
    answer(new Response(JSON.stringify({ error: "Too many requests, please try again later" }), { status: 429 }));
    expect(await screen.findByText("Too many requests, please try again later")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled());
  });

  it("saves the returned user under 'user' and goes to /", async () => {
    const fetchMock = mockApi([
      { method: "POST", path: "/api/signin", body: testUser },
      { path: "/api/new-notification", body: { new_notification_available: true } },
    ]);
    const { user, router } = await renderSignIn();
    await user.type(screen.getByLabelText("Email Address"), "  priya@example.com ");
    await user.type(screen.getByLabelText("Password"), "Secret12");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Keep Memories Alive" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(requestBody(fetchMock, "/api/signin")).toEqual({ email: "priya@example.com", password: "Secret12" });
    expect(JSON.parse(window.localStorage.getItem("user")!)).toMatchObject({ access_token: "token-123", username: "priya", fullname: "Priya Raman" });
    // The top bar follows at once.
    expect(await screen.findByRole("link", { name: "Notifications, new notifications available" })).toBeInTheDocument();
  });
});

describe("sign in in Tamil", () => {
  it("shows the page, its labels and links in Tamil, and checks the form with Tamil messages", async () => {
    const fetchMock = mockApi([]);
    const { user } = renderApp("/signin", { locale: "ta" });
    expect(await screen.findByRole("heading", { name: "உங்கள் கணக்கில் உள்நுழையுங்கள்" })).toBeInTheDocument();
    expect(document.title).toBe("உள்நுழைக – Keep Memories Alive");
    expect(screen.getByRole("button", { name: "Google மூலம் உள்நுழைக" })).toBeInTheDocument();
    expect(screen.getByText("அல்லது மின்னஞ்சல் மூலம் உள்நுழைக")).toBeInTheDocument();
    expect(screen.getByLabelText("கடவுச்சொல்")).toHaveAttribute("type", "password");
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "கடவுச்சொல் மறந்துவிட்டதா?" })).toHaveAttribute("href", "/forgotpassword");
    expect(main.getByRole("link", { name: "பதிவுசெய்க" })).toHaveAttribute("href", "/signup");

    await user.click(main.getByRole("button", { name: "உள்நுழைக" }));
    expect(await screen.findByText("மின்னஞ்சலை உள்ளிடுங்கள்")).toBeInTheDocument();
    await user.type(screen.getByLabelText("மின்னஞ்சல் முகவரி"), "p@");
    await user.click(main.getByRole("button", { name: "உள்நுழைக" }));
    expect(await screen.findByText("மின்னஞ்சல் சரியில்லை. சரியான மின்னஞ்சலை உள்ளிடுங்கள்!")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
