import { fireEvent, screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { vi } from "vitest";

/** Helpers for the memorial form's tests. */

export type FetchCall = { method: string; path: string; body: unknown };
type Answer = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * Replaces fetch: `answer(call)` gives the reply (or a promise of it, to hold a request in
 * flight). Returns the list of calls made. Unanswered calls get a 404.
 */
export function fakeApi(answer: (call: FetchCall) => Answer | undefined) {
  const calls: FetchCall[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const call = { method: (init?.method ?? "GET").toUpperCase(), path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply = (await answer(call)) ?? { status: 404, body: { error: `No answer for ${call.method} ${call.path}` } };
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status ?? 200, headers: { "Content-Type": "application/json" } });
  });
  return calls;
}

/** A promise with its resolve function outside, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Object URLs for previews: jsdom has none. */
export function stubObjectUrls() {
  let n = 0;
  Object.defineProperty(URL, "createObjectURL", { configurable: true, value: vi.fn(() => `blob:preview-${++n}`) });
  Object.defineProperty(URL, "revokeObjectURL", { configurable: true, value: vi.fn() });
}

export const imageFile = (name = "photo.jpg", type = "image/jpeg") => new File(["not really a jpeg"], name, { type });

/**
 * The control a visible <label> names. Same meaning as getByLabelText, but it reads only the
 * labels: on this long form getByLabelText walks every element and takes a noticeable while.
 */
export function labelled(text: string): HTMLElement {
  const labels = Array.from(document.querySelectorAll("label")).filter((label) => label.textContent === text);
  if (labels.length !== 1) return screen.getByLabelText(text); // lets Testing Library report what it finds
  const control = labels[0].control;
  if (!control) throw new Error(`The label "${text}" names no control`);
  return control;
}

/**
 * Sets a field's text in one change event. The form is long; typing every character of
 * thirty fields would make these tests slow without testing anything more.
 */
export async function fill(_user: UserEvent, label: string, value: string) {
  fireEvent.change(labelled(label), { target: { value } });
}

/** Everything checkPublish needs before the portrait, filled through the form. */
export async function fillAboutThem(user: UserEvent) {
  await user.selectOptions(labelled("Category"), "Obituary");
  await fill(user, "First Name", "Sivakumar");
  await fill(user, "Last Name", "Thevarajah");
  await user.selectOptions(labelled("Gender"), "Male");
  for (const [label, value] of [
    ["Birth Day", "12"],
    ["Birth Month", "4"],
    ["Birth Year", "1948"],
    ["Death Day", "3"],
    ["Death Month", "2"],
    ["Death Year", "2024"],
    ["Birth Place", "Nallur"],
    ["Birth City", "Jaffna"],
    ["Birth Country", "Sri Lanka"],
    ["Death Place", "Scarborough"],
    ["Death City", "Toronto"],
    ["Death Country", "Canada"],
  ]) {
    await fill(user, label, value);
  }
}

/** The rest of a publishable post after the portrait, except the album. */
export async function fillAfterPortrait(user: UserEvent) {
  await fill(user, "High School", "Jaffna Hindu College");
  await fill(user, "Career and achievements", "Mathematics teacher for thirty years");
  await fill(user, "Story", "He taught us patience.");
  await user.click(screen.getByRole("radio", { name: "Background 2" }));
  await fill(user, "Your Name", "Priya Sivakumar");
  await fill(user, "Your Relationship", "Daughter");
  await fill(user, "Your Mobile Number", "+1 416 555 0101");
  await fill(user, "Your Email", "priya@example.com");
}
