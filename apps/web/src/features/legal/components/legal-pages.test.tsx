import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp, signIn } from "../../../test/render-app";
import { mockApiHandler } from "../../../test/mock-api-handler";

const quiet = () => mockApiHandler(({ path }) => (path === "/api/new-notification" ? { body: { new_notification_available: false } } : undefined));

describe("/terms", () => {
  it("is a real page: the rules in plain words, the families' part, how to write to the operator, the privacy link", async () => {
    quiet();
    renderApp("/terms");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    for (const heading of ["Using the site", "What you write and upload", "Families look after their memorials", "Be kind", "Leaving"]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/Keep Memories Alive is a place to announce a death/)).toBeInTheDocument();
    const main = within(screen.getByRole("article"));
    expect(main.getByRole("link", { name: "contact@keepmemoriesalive.org" })).toHaveAttribute("href", "mailto:contact@keepmemoriesalive.org");
    expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(document.title).toBe("Terms of Service – Keep Memories Alive");
  });

  it("reads in Tamil", async () => {
    quiet();
    renderApp("/terms", { locale: "ta" });
    expect(await screen.findByRole("heading", { level: 1, name: "சேவை நிபந்தனைகள்" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "குடும்பத்தினரே தம் அறிவித்தல்களைப் பேணுகின்றனர்" })).toBeInTheDocument();
    expect(within(screen.getByRole("article")).getByRole("link", { name: "தனியுரிமைக் கொள்கை" })).toHaveAttribute("href", "/privacy");
  });
});

describe("/privacy", () => {
  it("says what is stored, who sees it, for how long, how to download or delete, how to ask for removal, and the GDPR rights", async () => {
    quiet();
    renderApp("/privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    for (const heading of [
      "What we store",
      "Who sees it",
      "Families moderate their memorials",
      "How long we keep it",
      "Download or delete your data",
      "Asking for removal",
      "Your rights (UK, EU and Switzerland)",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
    const stored = within(screen.getByRole("region", { name: "What we store" }));
    expect(stored.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Your account: name, e-mail address/),
      expect.stringMatching(/^Memorials: .*contact numbers/),
      expect.stringMatching(/^Messages, replies and tributes/),
      expect.stringMatching(/^Photos: /),
      expect.stringMatching(/^IP addresses: /),
      expect.stringMatching(/^Your language choice/),
    ]);
    expect(screen.getByText(/GDPR, the UK GDPR or the Swiss data protection law/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Your Data" })).toHaveAttribute("href", "/settings/your-data");
    expect(within(screen.getByRole("article")).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  });

  it("reads in Tamil", async () => {
    quiet();
    renderApp("/privacy", { locale: "ta" });
    expect(await screen.findByRole("heading", { level: 1, name: "தனியுரிமைக் கொள்கை" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "நாம் வைத்திருப்பவை" })).toBeInTheDocument();
    expect(screen.getByText(/ஒரு மாதத்துக்குள் பதிலளிப்போம்/)).toBeInTheDocument();
  });
});

describe("links to the legal pages", () => {
  it("the footer opens both pages", async () => {
    quiet();
    const { user, router } = renderApp("/contact");
    await screen.findByRole("heading", { level: 1 });
    await user.click(within(screen.getByRole("contentinfo")).getByRole("link", { name: "Privacy Policy" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/privacy");
  });

  it("sign-up names both before an account is made", async () => {
    quiet();
    renderApp("/signup");
    await screen.findByRole("heading", { level: 1 });
    const main = within(screen.getByRole("main"));
    expect(main.getByText(/By signing up you agree to our/)).toBeInTheDocument();
    expect(main.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  it("a signed-in person reads them too", async () => {
    quiet();
    signIn();
    renderApp("/terms");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
  });
});
