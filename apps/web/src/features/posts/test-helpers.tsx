import { fireEvent, screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { vi } from "vitest";
import { SAMPLE_MEMORIAL } from "@kma/core/test-fixtures/sample-memorial";

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
 * The control a visible <label>, an aria-labelledby or an aria-label names. Same meaning as
 * getByLabelText, but it reads only those: on this long form getByLabelText walks every element
 * and takes a noticeable while.
 */
export function labelled(text: string): HTMLElement {
  const byLabel = Array.from(document.querySelectorAll("label"))
    .filter((label) => label.textContent === text)
    .map((label) => label.control);
  const byLabelledBy = Array.from(document.querySelectorAll<HTMLElement>("[aria-labelledby]")).filter((element) =>
    element
      .getAttribute("aria-labelledby")!
      .split(/\s+/)
      .some((id) => document.getElementById(id)?.textContent === text),
  );
  const byAriaLabel = Array.from(document.querySelectorAll<HTMLElement>("[aria-label]")).filter((element) => element.getAttribute("aria-label") === text);
  const found = [...byLabel, ...byLabelledBy, ...byAriaLabel];
  if (found.length !== 1) return screen.getByLabelText(text); // lets Testing Library report what it finds
  if (!found[0]) throw new Error(`The label "${text}" names no control`);
  return found[0];
}

/**
 * Sets a field's text in one change event. The form is long; typing every character of
 * thirty fields would make these tests slow without testing anything more.
 */
export async function fill(_user: UserEvent, label: string, value: string) {
  fireEvent.change(labelled(label), { target: { value } });
}

/** Everything checkPublish needs before the portrait, filled through the form with the sample memorial's values. */
export async function fillAboutThem(user: UserEvent) {
  const post = SAMPLE_MEMORIAL;
  await user.selectOptions(labelled("Category"), post.title);
  await fill(user, "First Name", post.firstname);
  await fill(user, "Last Name", post.lastname);
  await user.selectOptions(labelled("Gender"), post.gender);
  for (const [label, value] of [
    ["Birth Day", post.birthdate],
    ["Birth Month", post.birthmonth],
    ["Birth Year", post.birthyear],
    ["Death Day", post.deathdate],
    ["Death Month", post.deathmonth],
    ["Death Year", post.deathyear],
    ["Birth Place", post.birthplace],
    ["Birth City", post.birthcity],
    ["Birth Country", post.birthcountry],
    ["Death Place", post.deathplace],
    ["Death City", post.deathcity],
    ["Death Country", post.deathcountry],
  ]) {
    await fill(user, label, value);
  }
}

/** The rest of a publishable post after the portrait, except the album: the sample memorial's values. */
export async function fillAfterPortrait(user: UserEvent) {
  const post = SAMPLE_MEMORIAL;
  await fill(user, "High School", post.highschool);
  await fill(user, "Career and achievements", post.career);
  await fill(user, "Story", post.memorywall);
  const background = /background-(\d+)\.jpg$/.exec(post.backgroundimage)?.[1];
  await user.click(screen.getByRole("radio", { name: `Background ${background}` }));
  await fill(user, "Your Name", post.postcreatorname);
  await fill(user, "Your Relationship", post.postcreatorrelationship);
  await fill(user, "Your Mobile Number", post.postcreatorcontactnumber);
  await fill(user, "Your Email", post.postcreatoremail);
}
