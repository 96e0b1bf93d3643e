import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { mockApi, renderApp, requestBody } from "../../../test/render-app";

const memorial = { blog_id: "ravi-kumar-x1", firstname: "Ravi", lastname: "Kumar", tamilfirstname: "", tamillastname: "" };

describe("the confirmation link's page (/follow/confirm/:token)", () => {
  it("confirms on opening and says that it worked, for which memorial", async () => {
    window.localStorage.clear();
    const fetchMock = mockApi([{ method: "POST", path: "/api/confirm-follow", body: { post: memorial } }]);
    renderApp("/follow/confirm/tok-1");
    expect(await screen.findByRole("heading", { level: 1, name: "Reminders are on" })).toBeInTheDocument();
    expect(screen.getByText(/on each remembrance day of Ravi Kumar/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the memorial" })).toHaveAttribute("href", "/post/ravi-kumar-x1");
    expect(requestBody(fetchMock, "/api/confirm-follow")).toEqual({ token: "tok-1" });
    expect(fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/api/confirm-follow"))).toHaveLength(1);
  });

  it("says why a link does not work, in Tamil for a Tamil reader", async () => {
    mockApi([
      {
        method: "POST",
        path: "/api/confirm-follow",
        status: 404,
        body: { error: "This confirmation link is not valid. Please ask for reminders again from the memorial page." },
      },
    ]);
    renderApp("/follow/confirm/unknown", { locale: "ta" });
    expect(await screen.findByText("இந்த உறுதிப்படுத்தல் இணைப்பு செல்லுபடியற்றது. அறிவித்தல் பக்கத்திலிருந்து மீண்டும் நினைவூட்டல்களைக் கேளுங்கள்.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "முகப்புப் பக்கத்துக்குச் செல்" })).toHaveAttribute("href", "/");
  });
});

describe("a reminder mail's unsubscribe page (/unsubscribe/:token)", () => {
  it("names the memorial, stops the reminders with one button, without signing in, and says so plainly", async () => {
    window.localStorage.clear();
    const fetchMock = mockApi([
      { method: "POST", path: "/api/unsubscribe-preview", body: { post: memorial } },
      { method: "POST", path: "/api/unsubscribe", body: { post: memorial } },
    ]);
    const { user } = renderApp("/unsubscribe/tok-2");
    expect(await screen.findByRole("heading", { level: 1, name: "Stop reminders" })).toBeInTheDocument();
    expect(await screen.findByText("Stop the e-mail reminders of the remembrance days of Ravi Kumar?")).toBeInTheDocument();
    expect(requestBody(fetchMock, "/api/unsubscribe-preview")).toEqual({ token: "tok-2" });
    expect(requestBody(fetchMock, "/api/unsubscribe")).toBeUndefined(); // opening the link stops nothing
    await user.click(screen.getByRole("button", { name: "Stop reminders" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Reminders stopped" })).toBeInTheDocument();
    expect(screen.getByText("You will no longer get e-mails about Ravi Kumar.")).toBeInTheDocument();
    expect(requestBody(fetchMock, "/api/unsubscribe")).toEqual({ token: "tok-2" });
  });

  it("reads in Tamil, and shows the server's sentence when stopping fails", async () => {
    window.localStorage.clear();
    mockApi([
      { method: "POST", path: "/api/unsubscribe-preview", body: { post: memorial } },
      { method: "POST", path: "/api/unsubscribe", status: 404, body: { error: "This link is not valid. You can stop reminders from the memorial page." } },
    ]);
    const { user } = renderApp("/unsubscribe/gone", { locale: "ta" });
    expect(await screen.findByText("Ravi Kumar அவர்களின் நினைவு நாள் மின்னஞ்சல்களை நிறுத்த வேண்டுமா?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "நினைவூட்டல்களை நிறுத்து" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("இந்த இணைப்பு செல்லுபடியற்றது. அறிவித்தல் பக்கத்திலிருந்து நினைவூட்டல்களை நிறுத்தலாம்.");
  });

  it("says at once that a link no mail carried does not work, and offers the way home instead of the button", async () => {
    window.localStorage.clear();
    const fetchMock = mockApi([
      {
        method: "POST",
        path: "/api/unsubscribe-preview",
        status: 404,
        body: { error: "This link is not valid. You can stop reminders from the memorial page." },
      },
    ]);
    renderApp("/unsubscribe/bad");
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is not valid. You can stop reminders from the memorial page.");
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: "Stop reminders" })).not.toBeInTheDocument();
    expect(requestBody(fetchMock, "/api/unsubscribe")).toBeUndefined();
  });
});
