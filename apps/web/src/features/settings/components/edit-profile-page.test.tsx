import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { renderApp, signIn } from "../../../test/render-app";
import { mockApiHandler, type ApiAnswer, type ApiRequest } from "../../../test/mock-api-handler";
import type { OwnProfile } from "../api/get-own-profile";

const KEY = "3f2b8c1e-9a4d-4e6f-8b21-0c5d7e9fa123";

const profile: OwnProfile = {
  _id: "7d1e4a2b-3c5f-4e6a-9b8c-1d2e3f4a5b6c",
  personal_info: {
    fullname: "Priya Raman",
    username: "priya",
    profile_img: "",
    bio: "Keeper of my grandmother's memorial.",
    residence: "Sri Lanka",
    email: "priya@example.com",
    mobilenumber: "+94 77 123 4567",
  },
  account_info: { total_posts: 1, total_reads: 4 },
  social_links: { instagram: "", facebook: "https://facebook.com/priya", x: "" },
  joinedAt: "2024-01-01T00:00:00.000Z",
};

function server(extra: (request: ApiRequest) => ApiAnswer = () => undefined) {
  return mockApiHandler((request) => {
    if (request.path === "/api/new-notification") return { body: { new_notification_available: false } };
    if (request.path === "/api/get-profile") return { body: profile };
    return extra(request);
  });
}

async function open() {
  signIn();
  const app = renderApp("/settings/edit-profile");
  await screen.findByRole("heading", { level: 1, name: "Edit Profile" });
  await screen.findByLabelText("Mobile Number");
  return app;
}

async function setField(user: ReturnType<typeof renderApp>["user"], label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value !== "") await user.type(field, value);
}

describe("Edit Profile", () => {
  it("loads the own profile by the session's username; full name and e-mail are read-only", async () => {
    const api = server();
    await open();
    expect(api.bodiesTo("/api/get-profile")).toEqual([{ username: "priya" }]);
    expect(screen.getByLabelText("Full Name")).toHaveValue("Priya Raman");
    expect(screen.getByLabelText("Full Name")).toBeDisabled();
    expect(screen.getByLabelText("Email")).toHaveValue("priya@example.com");
    expect(screen.getByLabelText("Email")).toBeDisabled();
    expect(screen.getByLabelText("Mobile Number")).toHaveValue("+94 77 123 4567");
    expect(screen.getByLabelText("Residence Country")).toHaveValue("Sri Lanka");
    expect(screen.getByLabelText("Username")).toHaveValue("priya");
    expect(screen.getByLabelText("Bio")).toHaveValue("Keeper of my grandmother's memorial.");
    expect(screen.getByLabelText("Instagram")).toHaveValue("");
    expect(screen.getByLabelText("Facebook")).toHaveValue("https://facebook.com/priya");
    expect(screen.getByLabelText("X")).toHaveValue("");
    expect(screen.getByRole("link", { name: "View your profile" })).toHaveAttribute("href", "/user/priya");
  });

  it("counts the bio's characters left from 150 and stops at the limit", async () => {
    server();
    const { user } = await open();
    expect(screen.getByText(`${150 - profile.personal_info.bio.length} characters left`)).toBeInTheDocument();
    await setField(user, "Bio", "Hello");
    expect(screen.getByText("145 characters left")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Bio"), "x".repeat(200));
    expect(screen.getByLabelText("Bio")).toHaveValue(`Hello${"x".repeat(145)}`);
    expect(screen.getByText("0 characters left")).toBeInTheDocument();
  });

  it("checks the form in the spec's order, one toast at a time, without calling the server", async () => {
    const api = server();
    const { user } = await open();
    const update = screen.getByRole("button", { name: "Update" });

    await setField(user, "Mobile Number", "");
    await user.click(update);
    expect(await screen.findByText(MESSAGES.profileMobileRequired)).toBeInTheDocument();

    await setField(user, "Mobile Number", "12345");
    await setField(user, "Residence Country", "");
    await user.click(update);
    expect(await screen.findByText(MESSAGES.profileMobileInvalid)).toBeInTheDocument();

    await setField(user, "Mobile Number", "+1 416 555 0101");
    await user.click(update);
    expect(await screen.findByText(MESSAGES.profileResidenceRequired)).toBeInTheDocument();

    await setField(user, "Residence Country", "Canada");
    await setField(user, "Username", "pr");
    await user.click(update);
    expect(await screen.findByText(MESSAGES.usernameTooShort)).toBeInTheDocument();

    await setField(user, "Username", "priya.r");
    await setField(user, "Instagram", "https://example.com/me");
    await user.click(update);
    expect(await screen.findByText(MESSAGES.socialLinkInvalid("Instagram"))).toBeInTheDocument();

    expect(api.bodiesTo("/api/update-profile")).toHaveLength(0);
  });

  it("saves: 'Updating...' then 'Profile Updated', and the top bar follows the new username at once", async () => {
    let answer: (value: ApiAnswer) => void = () => {};
    const api = server(
      (request) => (request.path === "/api/update-profile" ? new Promise<ApiAnswer>((resolve) => (answer = resolve)) : undefined) as ApiAnswer,
    );
    const { user } = await open();
    await setField(user, "Mobile Number", "+1 416 555 0101");
    await setField(user, "Residence Country", " Canada ");
    await setField(user, "Username", "priya.r");
    await setField(user, "Bio", "Daughter, granddaughter.");
    await setField(user, "X", "https://x.com/priya");
    await user.click(screen.getByRole("button", { name: "Update" }));

    expect(await screen.findByText(MESSAGES.updating)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Update" })).toBeDisabled();
    answer({ body: { username: "priya.r" } });
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(api.bodiesTo("/api/update-profile")).toEqual([
      {
        mobilenumber: "+1 416 555 0101",
        residence: "Canada",
        username: "priya.r",
        bio: "Daughter, granddaughter.",
        social_links: { instagram: "", facebook: "https://facebook.com/priya", x: "https://x.com/priya" },
      },
    ]);
    expect(JSON.parse(window.localStorage.getItem("user")!).username).toBe("priya.r");
    // The form stays with what was saved, and no second profile load is needed.
    expect(screen.getByLabelText("Username")).toHaveValue("priya.r");
    expect(screen.getByRole("link", { name: "View your profile" })).toHaveAttribute("href", "/user/priya.r");
    expect(api.bodiesTo("/api/get-profile")).toHaveLength(1);

    const bar = within(screen.getByRole("banner"));
    await user.click(bar.getByRole("button", { name: "Profile menu" }));
    expect(bar.getByText("@priya.r")).toBeInTheDocument();
    expect(bar.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/user/priya.r");
  });

  it("shows the server's error when saving fails (a taken username)", async () => {
    server((request) => (request.path === "/api/update-profile" ? { status: 409, body: { error: MESSAGES.usernameTaken } } : undefined));
    const { user } = await open();
    await setField(user, "Username", "meena");
    await user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText(MESSAGES.usernameTaken)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem("user")!).username).toBe("priya");
    expect(screen.getByRole("button", { name: "Update" })).toBeEnabled();
  });

  it("says so when the profile cannot be loaded, and tries again", async () => {
    let fail = true;
    mockApiHandler((request) => {
      if (request.path === "/api/new-notification") return { body: { new_notification_available: false } };
      if (request.path === "/api/get-profile") return fail ? { status: 500, body: { error: "Internal server error" } } : { body: profile };
      return undefined;
    });
    signIn();
    const { user } = renderApp("/settings/edit-profile");
    expect(await screen.findByText("Internal server error")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Mobile Number")).toHaveValue("+94 77 123 4567");
  });
});

describe("Edit Profile photo", () => {
  class FakeXhr {
    static sent: Array<{ method: string; url: string }> = [];
    status = 0;
    responseText = "";
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "";
    private url = "";
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send() {
      FakeXhr.sent.push({ method: this.method, url: this.url });
      setTimeout(() => {
        this.status = 200;
        this.responseText = JSON.stringify({ url: "stored" });
        this.onload?.();
      }, 0);
    }
  }

  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  const uploadURL = `${window.location.origin}/api/uploads/${KEY}?token=abc`;
  const stored = `${window.location.origin}/api/uploads/${KEY}`;
  const photo = (type = "image/png", name = "me.png") => new File([new Uint8Array([137, 80, 78, 71])], name, { type });

  it("uploads a chosen JPEG or PNG: 'Uploading...' then 'Uploaded successfully', and the top bar shows it", async () => {
    let answer: (value: ApiAnswer) => void = () => {};
    const api = server((request) => {
      if (request.path === "/api/get-upload-url") return { body: { uploadURL } };
      if (request.path === "/api/update-profile-img") return new Promise<ApiAnswer>((resolve) => (answer = resolve)) as ApiAnswer;
      return undefined;
    });
    const { user } = await open();
    await user.upload(screen.getByLabelText("Choose profile photo"), photo());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText(MESSAGES.uploading)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
    await waitFor(() => expect(api.bodiesTo("/api/update-profile-img")).toHaveLength(1));
    answer({ body: { profile_img: stored } });
    expect(await screen.findByText(MESSAGES.uploadedSuccessfully)).toBeInTheDocument();
    expect(FakeXhr.sent).toEqual([{ method: "PUT", url: uploadURL }]);
    expect(api.bodiesTo("/api/update-profile-img")).toEqual([{ url: stored }]);
    expect(JSON.parse(window.localStorage.getItem("user")!).profile_img).toBe(stored);
    await waitFor(() =>
      expect(within(screen.getByRole("banner")).getByRole("button", { name: "Profile menu" }).querySelector("img")).toHaveAttribute("src", stored),
    );
    expect(screen.queryByRole("button", { name: "Upload" })).not.toBeInTheDocument();
  });

  it("shows the server's error text when the photo upload fails", async () => {
    server((request) => {
      if (request.path === "/api/get-upload-url") return { body: { uploadURL } };
      if (request.path === "/api/update-profile-img") return { status: 400, body: { error: MESSAGES.imagesMustBeUploaded } };
      return undefined;
    });
    const { user } = await open();
    await user.upload(screen.getByLabelText("Choose profile photo"), photo("image/jpeg", "me.jpg"));
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText(MESSAGES.imagesMustBeUploaded)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem("user")!).profile_img).toBe("");
    expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled();
  });

  it("refuses other file types before uploading anything", async () => {
    const api = server();
    await open();
    fireEvent.change(screen.getByLabelText("Choose profile photo"), { target: { files: [photo("image/gif", "me.gif")] } });
    expect(await screen.findByText(MESSAGES.profilePhotoTypeInvalid)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload" })).not.toBeInTheDocument();
    expect(api.bodiesTo("/api/get-upload-url")).toHaveLength(0);
  });

  it("lets a chosen photo be put back without uploading", async () => {
    server();
    const { user } = await open();
    await user.upload(screen.getByLabelText("Choose profile photo"), photo());
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Change photo" })).toBeInTheDocument();
  });
});
