import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { saveFile } from "../../../lib/save-file";
import { renderApp, signIn } from "../../../test/render-app";
import { mockApiHandler, type ApiAnswer } from "../../../test/mock-api-handler";

vi.mock("../../../lib/save-file", () => ({ saveFile: vi.fn() }));

function server({
  download = { body: { zip: true } },
  remove = { body: { deleted: true } },
  everywhere = { body: { status: "signed out", sessions_ended: 2 } },
}: { download?: ApiAnswer; remove?: ApiAnswer; everywhere?: ApiAnswer } = {}) {
  return mockApiHandler(({ path }) => {
    if (path === "/api/signout-everywhere") return everywhere;
    if (path === "/api/new-notification") return { body: { new_notification_available: false } };
    if (path === "/api/download-my-data") return download;
    if (path === "/api/delete-account") return remove;
    if (path === "/api/latest-posts") return { body: { blogs: [] } };
    if (path === "/api/all-latest-posts-count") return { body: { totalDocs: 0 } };
    if (path === "/api/most-engaged-posts") return { body: { blogs: [] } };
    return undefined;
  });
}

async function open(locale: "en" | "ta" = "en") {
  signIn();
  const app = renderApp("/settings/your-data", { locale });
  await screen.findByRole("heading", { level: 1, name: locale === "en" ? "Your Data" : "உங்கள் தரவு" });
  return app;
}

describe("Settings > Your Data", () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());

  it("is in the settings menu and downloads the ZIP with the session's token", async () => {
    const api = server();
    const { user } = await open();
    expect(screen.getByRole("link", { name: "Your Data" })).toHaveAttribute("aria-current", "page");
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Your data is downloaded")).toBeInTheDocument();
    const call = api.requests.find((request) => request.path === "/api/download-my-data")!;
    expect(call.method).toBe("GET");
    expect(call.headers.get("Authorization")).toMatch(/^Bearer /);
    expect(saveFile).toHaveBeenCalledTimes(1);
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe("keep-memories-alive-data.zip");
  });

  it("signs out of every device: the server ends every session, this browser forgets its own and goes to sign-in", async () => {
    const api = server();
    const { user, router } = await open();
    await user.click(screen.getByRole("button", { name: "Sign out of every device" }));
    expect(await screen.findByText("You are signed out on every device")).toBeInTheDocument();
    const call = api.requests.find((request) => request.path === "/api/signout-everywhere")!;
    expect(call.method).toBe("POST");
    expect(call.headers.get("Authorization")).toMatch(/^Bearer /);
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    expect(window.localStorage.getItem("user")).toBeNull();
  });

  it("stays signed in and says so when signing out everywhere fails", async () => {
    server({ everywhere: { status: 503, body: { error: "The site is busy. Please try again in a moment." } } });
    const { user, router } = await open();
    await user.click(screen.getByRole("button", { name: "Sign out of every device" }));
    expect(await screen.findByText("The site is busy. Please try again in a moment.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/settings/your-data");
    expect(window.localStorage.getItem("user")).not.toBeNull();
  });

  it("shows the server's error when the download fails", async () => {
    server({ download: { status: 500, body: { error: "Internal server error" } } });
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Internal server error")).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it("asks before deleting: keep or delete their words, and the password; Cancel and Escape close it", async () => {
    const api = server();
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete your account?" }));
    expect(dialog.getByRole("radio", { name: /Keep them, shown as 'Former member'/ })).toBeChecked();
    expect(dialog.getByRole("radio", { name: /Keep them/ })).toHaveFocus();
    expect(dialog.getByRole("radio", { name: /Delete them too/ })).not.toBeChecked();
    expect(dialog.getByLabelText("Your password")).toHaveAttribute("type", "password");
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.bodiesTo("/api/delete-account")).toEqual([]);
  });

  it("keeps the dialog open and the person signed in when the password is wrong", async () => {
    server({ remove: { status: 400, body: { error: MESSAGES.currentPasswordWrong } } });
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(dialog.getByLabelText("Your password"), "Wrong123");
    await user.click(dialog.getByRole("button", { name: "Delete my account for good" }));
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(window.localStorage.getItem("user")).not.toBeNull();
  });

  it("deletes with the choice and the password, toasts, signs out and goes home", async () => {
    const api = server();
    const { user, router } = await open();
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.click(dialog.getByRole("radio", { name: /Delete them too/ }));
    await user.type(dialog.getByLabelText("Your password"), "Secret123");
    await user.click(dialog.getByRole("button", { name: "Delete my account for good" }));
    expect(await screen.findByText("Your account is deleted. Thank you for keeping their memories with us.")).toBeInTheDocument();
    expect(api.bodiesTo("/api/delete-account")).toEqual([{ password: "Secret123", messages: "delete" }]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(window.localStorage.getItem("user")).toBeNull();
  });

  it("reads in Tamil", async () => {
    server();
    const { user } = await open("ta");
    expect(screen.getByRole("button", { name: "எனது தரவைப் பதிவிறக்குக" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "எனது கணக்கை நீக்குக" }));
    const dialog = within(await screen.findByRole("dialog", { name: "உங்கள் கணக்கை நீக்கவா?" }));
    expect(dialog.getByRole("radio", { name: /முன்னாள் உறுப்பினர்/ })).toBeChecked();
    expect(dialog.getByLabelText("உங்கள் கடவுச்சொல்")).toBeInTheDocument();
    expect(dialog.getByText(/10 நிமிடங்களுக்குள்/)).toBeInTheDocument();
  });
});
