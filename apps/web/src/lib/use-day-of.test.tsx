import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { dayShortMonthYear } from "./dates";
import { useDayOf } from "./use-day-of";

/** 8 PM in Toronto on 23 November is 24 November in UTC, and 6:30 AM on 24 November in Colombo. */
const WRITTEN = "2026-11-24T01:00:00.000Z";

function Written({ at }: { at: string }) {
  return <time dateTime={at}>{useDayOf(at, (date) => dayShortMonthYear(date))}</time>;
}

describe("useDayOf: an instant's day on a server-rendered page", () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = "America/Toronto";
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("is the UTC day in the server's render, whatever zone the server runs in", () => {
    expect(renderToString(<Written at={WRITTEN} />)).toContain("24 Nov, 2026");
    process.env.TZ = "Pacific/Kiritimati";
    expect(renderToString(<Written at={WRITTEN} />)).toContain("24 Nov, 2026");
  });

  it("hydrates the server's day without a mismatch, then shows the visitor's own day", async () => {
    // The server runs in UTC, the visitor's browser in Toronto.
    process.env.TZ = "UTC";
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Written at={WRITTEN} />);
    document.body.append(container);
    process.env.TZ = "America/Toronto";
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Written at={WRITTEN} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    // The visitor is in Toronto, where it is still the evening of the 23rd.
    expect(container).toHaveTextContent("23 Nov, 2026");
    container.remove();
  });

  it("shows nothing for a missing or unreadable instant", () => {
    expect(renderToString(<Written at="" />)).toBe('<time dateTime=""></time>');
    expect(renderToString(<Written at="not a time" />)).toBe('<time dateTime="not a time"></time>');
  });
});
