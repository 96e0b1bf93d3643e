import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { saveFile } from "../../../lib/save-file";
import { renderApp, signIn } from "../../../test/render-app";
import { mockApiHandler, type ApiAnswer } from "../../../test/mock-api-handler";

vi.mock("../../../lib/save-file", () => ({ saveFile: vi.fn() }));

const BLOG = "ravi-kumar-x1";
const ZIP_PATH = `/api/posts/${BLOG}/family-copy.zip`;
const person = (id: string, username: string, fullname: string) => ({ _id: id, personal_info: { username, fullname, profile_img: "" } });

/** The keepers panel of a memorial the signed-in co-keeper keeps, and its family copy's answer. */
function server(copy: ApiAnswer = { body: { zip: true } }) {
  return mockApiHandler(({ path }) => {
    if (path === "/api/new-notification") return { body: { new_notification_available: false } };
    if (path === "/api/post-keepers") {
      return {
        body: {
          post: { blog_id: BLOG, firstname: "Ravi", lastname: "Kumar" },
          author: person("11111111-1111-4111-8111-111111111111", "priya", "Priya Raman"),
          keepers: [{ ...person("33333333-3333-4333-8333-333333333333", "cousin", "Cousin Raj"), added_at: "2026-11-01T10:00:00.000Z" }],
          invitations: [],
          viewer: { is_author: false, is_keeper: true },
        },
      };
    }
    if (path === ZIP_PATH) return copy;
    return undefined;
  });
}

async function open(locale: "en" | "ta" = "en") {
  signIn({ username: "cousin" });
  const app = renderApp(`/dashboard/keepers/${BLOG}`, { locale });
  await screen.findByRole("heading", { level: 1 });
  return app;
}

describe("Download the family's copy (keepers panel)", () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());

  it("explains the copy and downloads the ZIP with the keeper's token, its website in English", async () => {
    const api = server();
    const { user } = await open();
    expect(screen.getByRole("heading", { level: 2, name: "The family's own copy" })).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Download the family's copy" });
    expect(button).toHaveAccessibleDescription(/a website that opens without the internet, the original photos/);
    await user.click(button);
    expect(await screen.findByText("The family's copy is downloaded")).toBeInTheDocument();
    const call = api.requests.find((request) => request.path === ZIP_PATH)!;
    expect(call.headers.get("Authorization")).toMatch(/^Bearer /);
    expect(String(api.spy.mock.calls.find(([input]) => String(input).includes(ZIP_PATH))![0])).toMatch(/\?lang=en$/);
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe(`${BLOG}-family-copy.zip`);
  });

  it("is in Tamil on a Tamil page, and asks for the website in Tamil", async () => {
    const api = server();
    const { user } = await open("ta");
    expect(screen.getByRole("heading", { level: 2, name: "குடும்பத்தினருக்கான சொந்தப் பிரதி" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "குடும்பப் பிரதியைப் பதிவிறக்குக" }));
    expect(await screen.findByText("குடும்பப் பிரதி பதிவிறக்கப்பட்டது")).toBeInTheDocument();
    expect(String(api.spy.mock.calls.find(([input]) => String(input).includes(ZIP_PATH))![0])).toMatch(/\?lang=ta$/);
  });

  it("says so when the copy cannot be made, and when the server refuses it", async () => {
    server({ status: 500, body: { error: "Internal server error" } });
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: "Download the family's copy" }));
    expect(await screen.findByText("The copy could not be made. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download the family's copy" })).toBeEnabled();
    expect(saveFile).not.toHaveBeenCalled();

    server({ status: 403, body: { error: MESSAGES.forbidden } });
    await user.click(screen.getByRole("button", { name: "Download the family's copy" }));
    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
  });
});
