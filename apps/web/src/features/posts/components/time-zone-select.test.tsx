import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp, signIn } from "../../../test/render-app";
import { fakeApi, fill, labelled, stubObjectUrls } from "../test-helpers";

/** The memorial form's time zones: suggested from the place, chosen from a grouped list, sent with the post. */
async function openForm(locale: "en" | "ta" = "en") {
  signIn();
  const app = renderApp("/postcreate", { locale });
  await screen.findByRole("heading", { level: 1 });
  return app;
}

const quiet = (path: string) =>
  path === "/api/new-notification"
    ? { body: { new_notification_available: false } }
    : path === "/api/create-post"
      ? { body: { id: "ravi-kumar-7f3k2q" } }
      : { body: { blogs: [], totalDocs: 0 } };

beforeEach(() => stubObjectUrls());

describe("memorial form: time zones", () => {
  it("suggests the funeral's zone from its address, offers the families' places first, and sends the choice", async () => {
    const calls = fakeApi((call) => quiet(call.path));
    const { user } = await openForm();
    const zone = () => labelled("Funeral Time zone");
    await fill(user, "Funeral Address", "Kanagarathnam Hall, Nallur, Jaffna");
    expect(zone()).toHaveValue("Asia/Colombo");
    expect(within(zone()).getByRole("option", { name: "Asia/Colombo (GMT+5:30)" })).toBeInTheDocument();
    const groups = within(zone())
      .getAllByRole("group")
      .map((g) => g.getAttribute("label"));
    expect(groups).toEqual(["Where families often gather", "All time zones"]);
    expect(within(within(zone()).getAllByRole("group")[0]!).getByRole("option", { name: /^Europe\/Zurich/ })).toBeInTheDocument();

    await user.selectOptions(zone(), "Europe/London");
    await user.selectOptions(labelled("Category"), "Obituary");
    await fill(user, "First Name", "Ravi");
    await fill(user, "Last Name", "Kumar");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/create-post")).toBe(true));
    expect(calls.find((c) => c.path === "/api/create-post")!.body).toMatchObject({ funeraltimezone: "Europe/London" });
  });

  it("gives an event the zone its address names, else the funeral's", async () => {
    const calls = fakeApi((call) => quiet(call.path));
    const { user } = await openForm();
    await fill(user, "Funeral Address", "Wembley, London");
    const eventZone = () => labelled("Event Time zone");
    expect(eventZone()).toHaveValue("Europe/London");
    await fill(user, "Event Address", "Chapel Ridge, Markham");
    expect(eventZone()).toHaveValue("America/Toronto");
    await user.selectOptions(labelled("Event Type"), "Viewing");
    await fill(user, "Event Start Time", "5:00 PM");
    await fill(user, "Event End Time", "9:00 PM");
    await fill(user, "Event Date", "09/02/2026");
    await user.click(screen.getByRole("button", { name: "Add Event" }));
    await user.selectOptions(labelled("Category"), "Obituary");
    await fill(user, "First Name", "Ravi");
    await fill(user, "Last Name", "Kumar");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/create-post")).toBe(true));
    expect(calls.find((c) => c.path === "/api/create-post")!.body).toMatchObject({
      funeraltimezone: "Europe/London",
      events: [{ eventname: "Viewing", eventaddress: "Chapel Ridge, Markham", eventtimezone: "America/Toronto" }],
    });
  });

  it("labels the choice in Tamil", async () => {
    fakeApi((call) => quiet(call.path));
    await openForm("ta");
    expect(screen.getAllByRole("combobox", { name: /நேர வலயம்/ })).toHaveLength(2);
    expect(screen.getAllByText("இடத்தைக் கொண்டு பரிந்துரைக்கப்பட்டது. வெளிநாட்டில் உள்ளோர் தங்கள் நேரத்தையும் காண்பர்.")).toHaveLength(2);
  });
});
