import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { renderApp } from "../../../test/render-app";

describe("Page Not Found in Tamil", () => {
  it("says the page was not found, in one heading, with a Tamil title and a way home", async () => {
    const { router, user } = renderApp("/nope/at/all", { locale: "ta" });
    const heading = await screen.findByRole("heading", { level: 1, name: /^பக்கம் கிடைக்கவில்லை/ });
    expect(heading).toHaveTextContent("பக்கம் கிடைக்கவில்லை – மன்னிக்கவும், நீங்கள் தேடும் பக்கம் இல்லை அல்லது வேறிடத்துக்கு மாற்றப்பட்டுள்ளது. முகப்புப் பக்கத்துக்குத் திரும்புங்கள்.");
    expect(document.title).toBe("பக்கம் கிடைக்கவில்லை – Keep Memories Alive");
    await user.click(screen.getByRole("link", { name: "முகப்புப் பக்கம்" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
