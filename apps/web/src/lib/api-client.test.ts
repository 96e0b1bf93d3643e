import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { apiFetch, ApiError } from "./api-client";
import { getSession, onSessionExpired, saveSession } from "./session";

const user = { access_token: "t-1", username: "priya", fullname: "Priya Raman", profile_img: "", new_notification_available: false };
const reply = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });

describe("apiFetch", () => {
  it("calls /api + path with a JSON body and no token when signed out", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(reply(200, { ok: true }));
    await expect(apiFetch("/signin", { method: "POST", body: { email: "a@b.co" } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/signin");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify({ email: "a@b.co" }));
    const headers = new Headers(init?.headers);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.has("Authorization")).toBe(false);
  });

  it("attaches the bearer token when signed in", async () => {
    saveSession(user);
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(reply(200, {}));
    await apiFetch("/new-notification");
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get("Authorization")).toBe("Bearer t-1");
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("GET");
  });

  it("throws an ApiError with the status and the server's error text", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(reply(409, { error: MESSAGES.emailTaken }));
    const error = await apiFetch("/signup", { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: MESSAGES.emailTaken });
  });

  it("falls back to 'An error occurred' for bodies without an error, and for network failures", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiFetch("/config")).rejects.toMatchObject({ status: 502, message: MESSAGES.anErrorOccurred });
    vi.spyOn(globalThis, "fetch").mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(apiFetch("/config")).rejects.toMatchObject({ status: 0, message: MESSAGES.anErrorOccurred });
  });

  it("ends the session on a 401 to an authenticated call and tells the listeners", async () => {
    saveSession(user);
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    vi.spyOn(globalThis, "fetch").mockResolvedValue(reply(401, { error: MESSAGES.sessionExpired }));
    await expect(apiFetch("/notifications", { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toEqual({ access_token: null });
    expect(window.localStorage.getItem("user")).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it("leaves things alone on a 401 to a call made without a token (wrong password)", async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    vi.spyOn(globalThis, "fetch").mockResolvedValue(reply(401, { error: MESSAGES.wrongCredentials }));
    await expect(apiFetch("/signin", { body: {} })).rejects.toMatchObject({ message: MESSAGES.wrongCredentials });
    expect(expired).not.toHaveBeenCalled();
    stop();
  });
});
