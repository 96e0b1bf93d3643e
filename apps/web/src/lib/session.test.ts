import { describe, expect, it, vi } from "vitest";
import { clearSession, getSession, saveSession, subscribe, updateSession } from "./session";

const user = { access_token: "t-1", username: "priya", fullname: "Priya Raman", profile_img: "https://img/p.png", new_notification_available: false };

describe("session", () => {
  it("is signed out ({ access_token: null }) with nothing stored, or with something unreadable", () => {
    expect(getSession()).toEqual({ access_token: null });
    window.localStorage.setItem("user", "{not json");
    expect(getSession()).toEqual({ access_token: null });
    window.localStorage.setItem("user", JSON.stringify({ username: "x" }));
    expect(getSession()).toEqual({ access_token: null });
  });

  it("stores the user under 'user', merges updates, and Log Out removes the entry", () => {
    const listener = vi.fn();
    const stop = subscribe(listener);
    saveSession(user);
    expect(JSON.parse(window.localStorage.getItem("user")!)).toEqual(user);
    expect(getSession()).toEqual(user);
    expect(getSession()).toBe(getSession());
    updateSession({ new_notification_available: true });
    expect(getSession()).toEqual({ ...user, new_notification_available: true });
    clearSession();
    expect(window.localStorage.getItem("user")).toBeNull();
    expect(getSession()).toEqual({ access_token: null });
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it("does not update a signed-out session", () => {
    updateSession({ new_notification_available: true });
    expect(window.localStorage.getItem("user")).toBeNull();
  });
});
