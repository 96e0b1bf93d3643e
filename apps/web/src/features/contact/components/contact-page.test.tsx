import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderApp } from "../../../test/render-app";
import { openUrl } from "../../../lib/open-url";

vi.mock("../../../lib/open-url", () => ({ openUrl: vi.fn() }));

describe("contact", () => {
  it("promises a reply within 2 days and shows the side panel", async () => {
    renderApp("/contact");
    expect(await screen.findByText(/we will respond within 2 days/)).toBeInTheDocument();
    const panel = screen.getByRole("complementary", { name: "Other ways to reach us" });
    expect(panel).toHaveTextContent("Colombo, Sri Lanka");
    expect(screen.getAllByRole("link", { name: "contact@keepmemoriesalive.org" })[0]).toHaveAttribute("href", "mailto:contact@keepmemoriesalive.org");
    expect(screen.getAllByRole("link", { name: "+94 11 234 5678" })[0]).toHaveAttribute("href", "tel:+94112345678");
    for (const name of ["Instagram", "Facebook", "Twitter"]) {
      expect(screen.getAllByRole("link", { name })[0]).toHaveAttribute("target", "_blank");
    }
  });

  it("has the five fields, a 5-row message and a Sri Lankan phone placeholder", async () => {
    renderApp("/contact");
    const form = await screen.findByRole("form", { name: "Contact form" });
    expect(form).toBeInTheDocument();
    expect(screen.getByLabelText("First Name")).toHaveAttribute("name", "firstName");
    expect(screen.getByLabelText("Last Name")).toHaveAttribute("name", "lastName");
    expect(screen.getByLabelText("Email")).toHaveAttribute("name", "email");
    expect(screen.getByLabelText("Phone Number")).toHaveAttribute("placeholder", "+94 77 123 4567");
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "5");
  });

  it("on Submit opens the mail app with the message and sends nothing to the server", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    const { user } = renderApp("/contact");
    await user.type(await screen.findByLabelText("First Name"), "Priya");
    await user.type(screen.getByLabelText("Last Name"), "Raman");
    await user.type(screen.getByLabelText("Email"), "priya@example.com");
    await user.type(screen.getByLabelText("Phone Number"), "+94 77 123 4567");
    await user.type(screen.getByLabelText("Message"), "Please correct my father's date of birth.");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(openUrl).toHaveBeenCalledTimes(1);
    const href = vi.mocked(openUrl).mock.calls[0]![0];
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("contact@keepmemoriesalive.org");
    expect(url.searchParams.get("subject")).toBe("Message from Priya Raman");
    expect(url.searchParams.get("body")).toContain("Please correct my father's date of birth.");
    expect(url.searchParams.get("body")).toContain("Phone: +94 77 123 4567");
    expect(await screen.findByText(/Your e-mail app should now show your message/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
