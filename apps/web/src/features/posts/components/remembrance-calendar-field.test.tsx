import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import tamil from "virtual:kma-catalog/ta";
import { emptyPostFields } from "@kma/core/posts/post-rules";
import { POST_FIELD_MESSAGES as M } from "@kma/core/posts/post-rules";
import type { PostFields } from "@kma/core/posts/post-schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createI18n, LanguageProvider, type Locale } from "../../../lib/i18n";
import { renderApp, signIn } from "../../../test/render-app";
import { usePostForm } from "../hooks/use-post-form";
import { fakeApi, fill, labelled, type FetchCall } from "../test-helpers";
import { RemembranceCalendarField } from "./remembrance-calendar-field";

/**
 * The keepers' yearly remembrance settings in the memorial form (decision 035), on a fixed
 * today (Monday 23 November 2026) for a death on 3 February 2024 in Toronto: தை 21, தேய்பிறை
 * நவமி; at Toronto the next yearly thithi is தை 17, Saturday 30 January 2027.
 */

const died = {
  ...emptyPostFields(),
  deathdate: "3",
  deathmonth: "2",
  deathyear: "2024",
  deathplace: "Scarborough",
  deathcity: "Toronto",
  deathcountry: "Canada",
};

let latest: PostFields;
function Harness({ initial }: { initial: PostFields }) {
  const form = usePostForm(initial);
  latest = form.fields;
  return <RemembranceCalendarField form={form} />;
}

function renderField(initial: PostFields = died, locale: Locale = "en") {
  const user = userEvent.setup();
  render(
    <LanguageProvider i18n={createI18n(locale, locale === "ta" ? tamil : undefined)}>
      <QueryClientProvider client={new QueryClient()}>
        <Harness initial={initial} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return user;
}

const years = () => screen.findByRole("region", { name: "The next 10 yearly thithi days" });
const rows = async () => within(await years()).getAllByRole("listitem");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 23, 10, 0));
});
afterEach(() => vi.useRealTimers());

describe("the yearly remembrance settings", () => {
  it("keeps the anniversary alone (nothing saved) until the family chooses the thithi, then asks where", async () => {
    const user = renderField();
    const anniversary = screen.getByRole("radio", { name: "The Gregorian anniversary" });
    expect(anniversary).toBeChecked();
    expect(anniversary).toHaveAccessibleDescription("The same date every year.");
    expect(screen.queryByLabelText("Where the ceremony is held")).not.toBeInTheDocument();
    expect(latest.remembrancecalendar).toBeNull();

    await user.click(screen.getByRole("radio", { name: "The Tamil thithi (திதி)" }));
    expect(screen.getByText("திதி")).toHaveAttribute("lang", "ta");
    const ceremony = labelled("Where the ceremony is held");
    expect(ceremony).toHaveAccessibleDescription("The sunrise and sunset there decide the day.");
    await user.selectOptions(ceremony, "Toronto");
    // The place of death defaults to the one the post names.
    expect(labelled("Where they passed away (optional)")).toHaveDisplayValue("As above: Toronto");
    expect(labelled("Time of death (optional)")).toHaveAttribute("type", "time");
    expect(latest.remembrancecalendar).toEqual({ observe: "thithi", ceremonyplace: "toronto" });

    // Back to the anniversary: the settings are kept but the questions go.
    await user.click(screen.getByRole("radio", { name: "The Gregorian anniversary" }));
    expect(screen.queryByLabelText("Where the ceremony is held")).not.toBeInTheDocument();
    expect(latest.remembrancecalendar).toEqual({ observe: "anniversary", ceremonyplace: "toronto" });
  });

  it("lists the next ten thithi days, worked out in the browser, with the Tamil date of death", async () => {
    const user = renderField({ ...died, remembrancecalendar: { observe: "both", ceremonyplace: "toronto" } });
    expect(screen.getByRole("radio", { name: "Both" })).toBeChecked();
    const found = await rows();
    expect(found).toHaveLength(10);
    expect(within(found[0]!).getByRole("group", { name: "Saturday, 30 January 2027" })).toBeInTheDocument();
    expect(found[0]).toHaveTextContent("Navami, Thai 17");
    expect(await years()).toHaveTextContent("Tamil date of death: Thai 21 · Navami, Theypirai (waning moon) · Visakam nakshatra");
    // At Jaffna the Tamil month began a day later: the same Saturday is தை 16 there.
    await user.selectOptions(labelled("Where the ceremony is held"), "Jaffna");
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent("Saturday, 30 January 2027Navami, Thai 16"));
  });

  it("asks for the date of death first, and for a whole place", async () => {
    const user = renderField({ ...died, deathdate: "", remembrancecalendar: { observe: "thithi", ceremonyplace: "toronto" } });
    expect(await years()).toHaveTextContent("Enter the whole date of death above to see the days.");
    await user.selectOptions(labelled("Where the ceremony is held"), "Another place");
    expect(labelled("Ceremony Name of the place")).toHaveValue("");
    expect(labelled("Ceremony Latitude")).toBeInTheDocument();
    expect(labelled("Ceremony Longitude")).toBeInTheDocument();
    expect(screen.getAllByRole("combobox", { name: /Time zone/ })).toHaveLength(1);
  });

  it("reveals another place's name, coordinates and zone, and says when a coordinate is out of range", async () => {
    const user = renderField({ ...died, remembrancecalendar: { observe: "thithi", ceremonyplace: "toronto" } });
    await rows();
    await user.selectOptions(labelled("Where the ceremony is held"), "Another place");
    expect(await years()).toHaveTextContent("Give the place’s name, latitude and longitude to see the days.");
    await fill(user, "Ceremony Name of the place", "Montreal");
    await fill(user, "Ceremony Latitude", "95");
    expect(screen.getByText(M.thithiPlaceCoordinates)).toBeInTheDocument();
    expect(labelled("Ceremony Latitude")).toHaveAttribute("aria-invalid", "true");
    await fill(user, "Ceremony Latitude", "45.50");
    await fill(user, "Ceremony Longitude", "−73.57");
    await user.selectOptions(screen.getByRole("combobox", { name: /Time zone/ }), "America/Toronto");
    expect(screen.queryByText(M.thithiPlaceCoordinates)).not.toBeInTheDocument();
    expect(latest.remembrancecalendar?.ceremonyplace).toEqual({ name: "Montreal", latitude: 45.5, longitude: -73.57, zone: "America/Toronto" });
    // Montreal's days, on its own sunrise and sunset.
    expect((await rows())[0]).toHaveTextContent("Saturday, 30 January 2027Navami, Thai 17");
  });

  it("takes a date the priest set for a year, and says so on the spot when it is not in that year", async () => {
    const user = renderField({ ...died, remembrancecalendar: { observe: "thithi", ceremonyplace: "toronto" } });
    const first = within((await rows())[0]!);
    await user.click(first.getByRole("checkbox", { name: "Our priest set another date" }));
    const date = first.getByLabelText("Their date");
    // It starts at the day worked out, within the year's bounds.
    expect(date).toHaveValue("2027-01-30");
    expect(date).toHaveAttribute("min", "2027-01-01");
    expect(date).toHaveAttribute("max", "2027-12-31");
    expect(latest.remembrancecalendar?.overrides).toEqual({ "2027": "2027-01-30" });

    await fill(user, "Their date", "2028-01-31");
    expect(first.getByText("Please choose a date in 2027.")).toBeInTheDocument();
    expect(date).toHaveAttribute("aria-invalid", "true");
    expect(date).toHaveAccessibleDescription("Please choose a date in 2027.");

    await fill(user, "Their date", "2027-01-31");
    expect(first.queryByText("Please choose a date in 2027.")).not.toBeInTheDocument();
    expect(latest.remembrancecalendar?.overrides).toEqual({ "2027": "2027-01-31" });

    // Unticked, the year goes back to the day worked out.
    await user.click(first.getByRole("checkbox", { name: "Our priest set another date" }));
    expect(latest.remembrancecalendar).toEqual({ observe: "thithi", ceremonyplace: "toronto" });
  });

  it("reads in Tamil on a Tamil page", async () => {
    const user = renderField(died, "ta");
    await user.click(screen.getByRole("radio", { name: "தமிழ் நாட்காட்டியின் திதி" }));
    expect(labelled("திதி அனுசரிக்கப்படும் இடம்")).toBeInTheDocument();
    await user.selectOptions(labelled("திதி அனுசரிக்கப்படும் இடம்"), "ரொறன்ரோ");
    expect(labelled("மறைந்த இடம் (விரும்பினால்)")).toHaveDisplayValue("மேலே உள்ளபடி: ரொறன்ரோ");
    expect(labelled("மறைந்த நேரம் (விரும்பினால்)")).toBeInTheDocument();
    const list = await screen.findByRole("region", { name: "அடுத்த 10 ஆண்டுத் திதி நாட்கள்" });
    const first = within(within(list).getAllByRole("listitem")[0]!);
    expect(first.getByRole("group", { name: "சனிக்கிழமை, 30 ஜனவரி 2027" })).toHaveTextContent("தை 17, நவமி திதி");
    await user.click(first.getByRole("checkbox", { name: "எங்கள் குருக்கள் வேறு திகதியைக் குறித்தார்" }));
    await fill(user, "அவர் குறித்த திகதி", "2026-12-30");
    expect(first.getByText("2027 ஆம் ஆண்டிலுள்ள ஒரு திகதியைத் தெரிவுசெய்யுங்கள்.")).toBeInTheDocument();
  });
});

/** The layout's own calls, answered so they stay quiet. */
function layoutCalls(call: FetchCall) {
  if (call.path === "/api/new-notification") return { body: { new_notification_available: false } };
  if (call.path === "/api/user-written-posts") return { body: { blogs: [] } };
  if (call.path === "/api/user-written-post-count") return { body: { totalDocs: 0 } };
  return undefined;
}

describe("the yearly remembrance in the memorial form", { timeout: 40_000 }, () => {
  async function openDraft() {
    signIn();
    const app = renderApp("/postcreate");
    await screen.findByRole("heading", { level: 1, name: "Create a memorial" });
    const { user } = app;
    await user.selectOptions(labelled("Category"), "Year Remembrance");
    await fill(user, "First Name", "Sivakumar");
    await fill(user, "Last Name", "Thevarajah");
    for (const [label, value] of [
      ["Death Day", "3"],
      ["Death Month", "2"],
      ["Death Year", "2024"],
      ["Death City", "Toronto"],
    ])
      await fill(user, label!, value!);
    const section = screen.getByRole("region", { name: "Yearly remembrance" });
    await user.click(within(section).getByRole("radio", { name: "The Tamil thithi (திதி)" }));
    await user.selectOptions(labelled("Where the ceremony is held"), "Toronto");
    return user;
  }

  it("is saved with the post: the choice, the place, the time of death and the priest's date", async () => {
    const calls = fakeApi((call) => layoutCalls(call) ?? (call.path === "/api/create-post" ? { body: { id: "sivakumar-thevarajah-1" } } : undefined));
    const user = await openDraft();
    await fill(user, "Time of death (optional)", "14:30");
    const first = within((await rows())[0]!);
    await user.click(first.getByRole("checkbox", { name: "Our priest set another date" }));
    await fill(user, "Their date", "2027-01-31");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/create-post")).toBe(true));
    const body = calls.find((call) => call.path === "/api/create-post")!.body as PostFields;
    expect(body.remembrancecalendar).toEqual({ observe: "thithi", ceremonyplace: "toronto", deathtime: "14:30", overrides: { "2027": "2027-01-31" } });
  });

  it("does not save a priest's date outside its year: the rule's message, and no call", async () => {
    const calls = fakeApi(layoutCalls);
    const user = await openDraft();
    const first = within((await rows())[0]!);
    await user.click(first.getByRole("checkbox", { name: "Our priest set another date" }));
    await fill(user, "Their date", "2029-01-31");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText(M.thithiOverrideYear)).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/create-post")).toBe(false);
  });
});
