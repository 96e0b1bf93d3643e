import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { mockApi, renderApp, requestBody, signIn } from "../../../test/render-app";

const TOKEN = "tok_abc-123";
const preview = {
  invitation: {
    post: { blog_id: "ravi-kumar-x1", firstname: "Ravi", lastname: "Kumar", tamilfirstname: "ரவி", tamillastname: "குமார்", profilebanner: "" },
    invited_by: { username: "kamala", fullname: "Kamala Sivakumar" },
    expiresAt: "2026-12-07T10:00:00.000Z",
  },
};

describe("the keeper invitation page (/keep/:token)", () => {
  it("asks a visitor to sign in or sign up, and brings them back here afterwards", async () => {
    window.localStorage.clear();
    mockApi([{ method: "POST", path: "/api/keeper-invitation", body: preview }]);
    renderApp(`/keep/${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Keep a memorial with the family" })).toBeInTheDocument();
    expect(screen.getByText("Kamala Sivakumar has invited you to keep the memorial of Ravi Kumar with them.")).toBeInTheDocument();
    expect(screen.getByText("ரவி குமார்")).toHaveAttribute("lang", "ta");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/signin?next=%2Fkeep%2F${TOKEN}`);
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", `/signup?next=%2Fkeep%2F${TOKEN}`);
    expect(screen.queryByRole("button", { name: "Accept and keep this memorial" })).not.toBeInTheDocument();
  });

  it("returns to the invitation after signing in, where the person accepts and lands on the memorial", async () => {
    window.localStorage.clear();
    const fetchMock = mockApi([
      { method: "POST", path: "/api/keeper-invitation", body: preview },
      {
        method: "POST",
        path: "/api/signin",
        body: { access_token: "t-1", username: "cousin", fullname: "Cousin Raj", profile_img: "", new_notification_available: false },
      },
      { method: "POST", path: "/api/accept-keeper-invitation", body: { blog_id: "ravi-kumar-x1" } },
    ]);
    const { user, router } = renderApp(`/signin?next=${encodeURIComponent(`/keep/${TOKEN}`)}`);
    await user.type(await screen.findByLabelText("Email Address"), "cousin@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/keep/${TOKEN}`));

    await user.click(await screen.findByRole("button", { name: "Accept and keep this memorial" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/post/ravi-kumar-x1"));
    expect(requestBody(fetchMock, "/api/accept-keeper-invitation")).toEqual({ token: TOKEN });
    expect(await screen.findByText("You now keep this memorial with the family")).toBeInTheDocument();
  });

  it("ignores a next= that leaves the site", async () => {
    window.localStorage.clear();
    mockApi([
      {
        method: "POST",
        path: "/api/signin",
        body: { access_token: "t-1", username: "cousin", fullname: "Cousin Raj", profile_img: "", new_notification_available: false },
      },
    ]);
    const { user, router } = renderApp("/signin?next=%2F%2Fevil.example%2F");
    await user.type(await screen.findByLabelText("Email Address"), "cousin@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("says why a used, expired or unknown link cannot be used, in the server's words", async () => {
    signIn();
    mockApi([{ method: "POST", path: "/api/keeper-invitation", status: 409, body: { error: "This invitation has already been accepted." } }]);
    renderApp(`/keep/${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: "This invitation cannot be used" })).toBeInTheDocument();
    expect(screen.getByText("This invitation has already been accepted.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept and keep this memorial" })).not.toBeInTheDocument();
  });

  it("shows a refusal to accept (already a keeper) in Tamil for a Tamil reader", async () => {
    signIn();
    mockApi([
      { method: "POST", path: "/api/keeper-invitation", body: preview },
      { method: "POST", path: "/api/accept-keeper-invitation", status: 409, body: { error: "You already keep this memorial." } },
    ]);
    const { user } = renderApp(`/keep/${TOKEN}`, { locale: "ta" });
    await user.click(await screen.findByRole("button", { name: "ஏற்றுக்கொண்டு இந்த அறிவித்தலைப் பேணுக" }));
    expect(await screen.findByText("நீங்கள் ஏற்கனவே இந்த அறிவித்தலின் பொறுப்பாளர்.")).toBeInTheDocument();
  });
});
