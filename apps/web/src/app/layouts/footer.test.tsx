import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../test/render-app";

const ANCHORS = ["home", "pricing", "contactUs", "Help", "aboutUs", "legal", "term", "privacy", "Report", "cookies", "instagram", "facebook", "twitter"];

async function renderFooter(path = "/contact") {
  const app = renderApp(path);
  await screen.findByRole("heading", { level: 1 });
  return { ...app, footer: within(screen.getByRole("contentinfo")) };
}

describe("footer", () => {
  it("has every in-page anchor of the spec on the page", async () => {
    await renderFooter();
    for (const id of ANCHORS) expect(document.getElementById(id), `#${id}`).not.toBeNull();
  });

  it("links only to places that exist: no empty '#' links, every '#x' has its target", async () => {
    await renderFooter();
    for (const link of screen.getAllByRole("link")) {
      const href = link.getAttribute("href") ?? "";
      expect(href, link.textContent ?? "").not.toBe("#");
      expect(href).not.toBe("");
      const hash = href.startsWith("#") ? href.slice(1) : href.startsWith("/#") ? href.slice(2) : null;
      if (hash) expect(document.getElementById(hash), href).not.toBeNull();
    }
  });

  it("has the main, legal and social links with their labels", async () => {
    const { footer } = await renderFooter();
    expect(footer.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/#home");
    expect(footer.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "#pricing");
    expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "#contactUs");
    expect(footer.getByRole("link", { name: "Help" })).toHaveAttribute("href", "#Help");
    expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "#aboutUs");
    // The two open real pages (decision 021); the notes keep the #term and #privacy anchors (checked above).
    expect(footer.getByRole("link", { name: "Terms Of Services" })).toHaveAttribute("href", "/terms");
    expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(footer.getByRole("link", { name: "Report Us" })).toHaveAttribute("href", "#Report");
    expect(footer.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "#cookies");
    expect(footer.getByRole("heading", { name: "Legal" })).toHaveAttribute("id", "legal");
    for (const [name, id] of [
      ["Instagram", "instagram"],
      ["Facebook", "facebook"],
      ["Twitter", "twitter"],
    ] as const) {
      const link = footer.getByRole("link", { name });
      expect(link).toHaveAttribute("id", id);
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
    }
    expect(footer.getByRole("link", { name: "contact@keepmemoriesalive.org" })).toHaveAttribute("href", "mailto:contact@keepmemoriesalive.org");
    expect(footer.getByRole("link", { name: "+94 11 234 5678" })).toHaveAttribute("href", "tel:+94112345678");
  });

  it("shows the copyright line with the current year and a developer credit", async () => {
    const { footer } = await renderFooter();
    expect(footer.getByText(`Copyright © Keep Memories Alive ${new Date().getFullYear()} | All Rights Reserved`)).toBeInTheDocument();
    expect(footer.getByRole("link", { name: "the Keep Memories Alive team" })).toHaveAttribute("href", "https://github.com/keep-memories-alive");
  });
});

describe("footer in Tamil", () => {
  it("has the links, the notes their anchors land on and the fine print in Tamil", async () => {
    renderApp("/contact", { locale: "ta" });
    await screen.findByRole("heading", { level: 1 });
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByText("வாழ்ந்தவர்களைப் போற்றி, நினைவுகளைப் பகிர்ந்து, என்றும் அருகில் வைத்திருப்போம்.")).toBeInTheDocument();
    expect(footer.getByRole("link", { name: "முகப்பு" })).toHaveAttribute("href", "/#home");
    expect(footer.getByRole("link", { name: "கட்டணங்கள்" })).toHaveAttribute("href", "#pricing");
    expect(footer.getByRole("link", { name: "உதவி" })).toHaveAttribute("href", "#Help");
    expect(footer.getByRole("link", { name: "முறையிடுக" })).toHaveAttribute("href", "#Report");
    expect(footer.getByRole("heading", { name: "சட்ட விடயங்கள்" })).toHaveAttribute("id", "legal");
    expect(footer.getByRole("heading", { level: 3, name: "கட்டணங்கள்" })).toHaveAttribute("id", "pricing");
    expect(footer.getByText(/2 நாட்களுக்குள் பதிலளிப்போம்/)).toBeInTheDocument();
    expect(footer.getByText(/எந்தக் கட்டணமும் இல்லை/)).toBeInTheDocument();
    expect(footer.getByText(`பதிப்புரிமை © Keep Memories Alive ${new Date().getFullYear()} | அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை`)).toBeInTheDocument();
    expect(footer.getByRole("link", { name: "Keep Memories Alive குழு" })).toHaveAttribute("href", "https://github.com/keep-memories-alive");
    expect(screen.getByRole("link", { name: "உள்ளடக்கத்துக்குச் செல்க" })).toHaveAttribute("href", "#main");
  });
});
