import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { renderApp } from "../../../test/render-app";
import { BLOG_ID, buildPost, mockMemorialApi } from "../test/memorial-fixtures";
import { YourTime } from "./services-section";

/** The visitor's zone is the browser's; each test says where the visitor is. */
const visitor = vi.hoisted(() => ({ zone: "Europe/London" as string | null }));
vi.mock("../../../lib/use-visitor-time-zone", () => ({ useVisitorTimeZone: () => visitor.zone }));

const jaffna = {
  funeralservicedate: "10/02/2026",
  funeralservicestarttime: "10:00 AM",
  funeralserviceendtime: "1:00 PM",
  funeraladdress: "Kanagarathnam Hall, Nallur, Jaffna",
  funeraltimezone: "Asia/Colombo",
  virtualurl: "https://www.youtube.com/live/abc",
  events: [
    {
      eventname: "Viewing",
      eventdate: "09/02/2026",
      eventstarttime: "5:00 PM",
      eventendtime: "9:00 PM",
      eventaddress: "Chapel Ridge, Markham",
      eventtimezone: "America/Toronto",
    },
  ],
};

async function open(overrides = {}, locale: "en" | "ta" = "en") {
  mockMemorialApi(buildPost({ ...jaffna, ...overrides }));
  renderApp(`/post/${BLOG_ID}`, { locale });
  await screen.findByRole("heading", { level: 1, name: /Sivakumar Thevarajah/ });
}
const card = (name: string) => within(screen.getByRole("region", { name: /Funeral And Memorial|இறுதி/ })).getByRole("article", { name });

describe("memorial page: services on the day", () => {
  beforeEach(() => {
    visitor.zone = "Europe/London";
  });

  it("shows times in the place's zone with the visitor's own time beside them", async () => {
    await open();
    const funeral = card("Funeral Service");
    expect(within(funeral).getByText("10:00 AM – 1:00 PM")).toBeInTheDocument();
    expect(within(funeral).getByText("in Jaffna")).toBeInTheDocument();
    expect(within(funeral).getByText("4:30 AM – 7:30 AM your time")).toBeInTheDocument();
    // 5 PM in Toronto on Monday is 10 PM in London the same day.
    expect(within(card("Viewing")).getByText("10:00 PM – 2:00 AM your time")).toBeInTheDocument();
  });

  it("gives the day too when it is another day for the visitor, and nothing when the clocks agree", async () => {
    visitor.zone = "Australia/Sydney";
    await open();
    expect(within(card("Viewing")).getByText("Tuesday, 10 February 2026, 9:00 AM – 1:00 PM your time")).toBeInTheDocument();
    expect(within(card("Funeral Service")).getByText(/3:30 PM – 6:30 PM your time/)).toBeInTheDocument();
  });

  it("shows no second time to a visitor in the same zone", async () => {
    visitor.zone = "Asia/Colombo";
    await open();
    expect(within(card("Funeral Service")).queryByText(/your time/)).not.toBeInTheDocument();
  });

  it("links each address to OpenStreetMap and Google Maps searches", async () => {
    await open();
    const funeral = card("Funeral Service");
    expect(within(funeral).getByRole("link", { name: "Directions to Kanagarathnam Hall, Nallur, Jaffna on OpenStreetMap" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/search?query=Kanagarathnam%20Hall%2C%20Nallur%2C%20Jaffna",
    );
    expect(within(card("Viewing")).getByRole("link", { name: "Directions to Chapel Ridge, Markham on Google Maps" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=Chapel%20Ridge%2C%20Markham",
    );
  });

  it("offers each service as an .ics file and a Google Calendar entry in its zone, and all of them in one file", async () => {
    await open();
    const funeral = card("Funeral Service");
    expect(within(funeral).getByRole("link", { name: "Calendar file (.ics) for Funeral Service" })).toHaveAttribute(
      "href",
      `/api/calendar/${BLOG_ID}.ics?item=funeral`,
    );
    const google = new URL(within(funeral).getByRole("link", { name: "Google Calendar: Funeral Service" }).getAttribute("href")!);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      action: "TEMPLATE",
      text: "Funeral Service: Sivakumar Thevarajah",
      dates: "20260210T100000/20260210T130000",
      ctz: "Asia/Colombo",
      location: "Kanagarathnam Hall, Nallur, Jaffna",
    });
    expect(within(card("Viewing")).getByRole("link", { name: "Calendar file (.ics) for Viewing" })).toHaveAttribute(
      "href",
      `/api/calendar/${BLOG_ID}.ics?item=event-1`,
    );
    expect(screen.getByRole("link", { name: "Add every service to your calendar (.ics)" })).toHaveAttribute("href", `/api/calendar/${BLOG_ID}.ics`);
  });

  it("never turns a livestream that is not a web address into a link", async () => {
    await open({ virtualurl: "javascript:alert(1)" });
    expect(within(card("Funeral Service")).queryByText("Livestream shared by the family")).not.toBeInTheDocument();
    expect(within(card("Funeral Service")).queryByRole("link", { name: /Watch on/ })).not.toBeInTheDocument();
  });

  it("shows the family's livestream with the site it opens", async () => {
    await open();
    const funeral = card("Funeral Service");
    expect(within(funeral).getByText("Livestream shared by the family")).toBeInTheDocument();
    expect(within(funeral).getByRole("link", { name: "Watch on youtube.com" })).toHaveAttribute("href", "https://www.youtube.com/live/abc");
  });

  it("offers no calendar for a service without a real date", async () => {
    await open({ funeralservicedate: "31/02/2026", events: [] });
    expect(within(card("Funeral Service")).queryByRole("link", { name: /Calendar file/ })).not.toBeInTheDocument();
  });

  it("reads in Tamil", async () => {
    await open({}, "ta");
    const region = screen.getByRole("region", { name: /இறுதி/ });
    expect(within(region).getByText("(Jaffna நேரம்)")).toBeInTheDocument();
    expect(within(region).getByText("உங்கள் நேரப்படி 4:30 AM – 7:30 AM")).toBeInTheDocument();
    expect(within(region).getByText("குடும்பத்தினர் பகிர்ந்த நேரலை")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "youtube.com இல் பார்க்க" })).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "எல்லா நிகழ்வுகளையும் உங்கள் நாட்காட்டியில் சேர்க்க (.ics)" })).toBeInTheDocument();
  });
});

describe("memorial page: the '… your time' line on a server-rendered page (decision 030)", () => {
  const hint = JSON.stringify({ start: 0, end: 0, zone: "Asia/Colombo", placeDay: 0, placeClock: "5:30 AM", days: [], text: "{time} your time" });

  /** The server's empty line, filled as the boot script fills it, then hydrated with what the app works out. */
  async function hydrated(appText: string) {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<YourTime hint={hint} text="" />);
    document.body.append(container);
    const line = container.querySelector("span")!;
    line.textContent = "1:30 PM – 4:30 PM your time";
    line.hidden = false;
    await act(async () => {
      hydrateRoot(container, <YourTime hint={hint} text={appText} />);
    });
    return line;
  }

  it("keeps the boot script's words when the app writes the same", async () => {
    const line = await hydrated("1:30 PM – 4:30 PM your time");
    expect(line).toBeVisible();
    expect(line).toHaveTextContent("1:30 PM – 4:30 PM your time");
  });

  it("takes the line away when the app, knowing the visitor's clock, finds no second time", async () => {
    const line = await hydrated("");
    expect(line).not.toBeVisible();
    expect(line).toHaveTextContent("");
  });
});
