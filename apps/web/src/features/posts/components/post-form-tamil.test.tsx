import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { sampleMemorial } from "@kma/core/test-fixtures/sample-memorial";
import { renderApp, signIn } from "../../../test/render-app";
import { fakeApi, labelled, stubObjectUrls, type FetchCall } from "../test-helpers";

/** The memorial form as a Tamil reader meets it: labels, options, rule messages and toasts in Tamil. */

function layoutCalls(call: FetchCall) {
  if (call.path === "/api/new-notification") return { body: { new_notification_available: false } };
  if (call.path === "/api/user-written-posts") return { body: { blogs: [] } };
  if (call.path === "/api/user-written-post-count") return { body: { totalDocs: 0 } };
  return undefined;
}

const upload = (n: number) => `${window.location.origin}/api/uploads/0b6a4c1e-1111-4aaa-8bbb-00000000000${n}`;

/** A complete draft as POST /get-post answers it to its author: the sample memorial, a year on. */
const blog = {
  _id: "5c1f6a3e-0000-4000-8000-000000000001",
  blog_id: "sivakumar-thevarajah-7f3k2q",
  ...sampleMemorial({ title: "Year Remembrance", profilebanner: upload(1), memoriwallimages: [upload(2)] }),
  draft: true,
};

beforeEach(() => {
  stubObjectUrls();
  signIn();
});

describe("the memorial form in Tamil", { timeout: 40_000 }, () => {
  it("is headed, sectioned and labelled in Tamil, with the categories' Tamil names over the API's values", async () => {
    fakeApi(layoutCalls);
    renderApp("/postcreate", { locale: "ta" });
    await screen.findByRole("heading", { level: 1, name: "அறிவித்தல் ஒன்றை உருவாக்குங்கள்" });
    expect(document.title).toBe("அறிவித்தல் ஒன்றை உருவாக்குங்கள் – Keep Memories Alive");
    const form = screen.getByRole("form", { name: "அறிவித்தல் ஒன்றை உருவாக்குங்கள்" });
    const headings = within(form)
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(["அவரைப் பற்றிக் கூறுங்கள்", "குடும்ப விபரங்கள்", "கல்வி"]);
    for (const label of [
      "வகை",
      "முதற் பெயர்",
      "குடும்பப் பெயர்",
      "பிறப்பு நாள்",
      "மறைவு ஆண்டு",
      "பிறப்பு நாடு",
      "இறுதிக் கிரியை திகதி",
      "நேரலை இணைப்பு",
      "நிகழ்வின் வகை",
      "உங்கள் மின்னஞ்சல்",
    ]) {
      expect(labelled(label)).toBeInTheDocument();
    }
    expect(screen.getByRole("option", { name: "ஆண்டு நினைவஞ்சலி" })).toHaveValue("Year Remembrance");
    expect(screen.getByRole("option", { name: "அந்தியேட்டி (31ஆம் நாள்)" })).toHaveValue("31st Remembrance");
    expect(labelled("நிகழ்வின் வகை")).toHaveDisplayValue("தெரிவுசெய்யுங்கள்");
    expect(screen.getByRole("button", { name: "வரைவைச் சேமி" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "திருவுருவப்படத்தைத் தெரிவுசெய்" })).toBeInTheDocument();
    expect(screen.getByText("குறியிட்ட விபரங்கள் வெளியிடும்போது தேவை.", { exact: false })).toBeInTheDocument();
  });

  it("gives the rules' messages in Tamil, one at a time", async () => {
    const calls = fakeApi(layoutCalls);
    renderApp("/postcreate", { locale: "ta" });
    await screen.findByRole("heading", { level: 1, name: "அறிவித்தல் ஒன்றை உருவாக்குங்கள்" });
    const saveDraft = screen.getByRole("button", { name: "வரைவைச் சேமி" });

    saveDraft.click();
    expect(await screen.findByText("அறிவித்தலின் வகையைத் தெரிவுசெய்யுங்கள்")).toBeInTheDocument();
    fireEvent.change(labelled("வகை"), { target: { value: "Obituary" } });
    saveDraft.click();
    expect(await screen.findByText("முதற் பெயரை உள்ளிடுங்கள்")).toBeInTheDocument();
    screen.getByRole("button", { name: "நிகழ்வைச் சேர்" }).click();
    expect(await screen.findByText("நிகழ்வின் வகையைத் தெரிவுசெய்யுங்கள்")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/create-post")).toHaveLength(0);
  });

  it("publishes with Tamil toasts, sending the API's English values", async () => {
    const calls = fakeApi((call) => {
      if (call.path === "/api/get-post") return { body: { blog } };
      if (call.path === "/api/create-post") return { body: { id: blog.blog_id } };
      return layoutCalls(call);
    });
    renderApp(`/postcreate/${blog.blog_id}`, { locale: "ta" });
    await screen.findByRole("heading", { level: 1, name: "அறிவித்தலைத் திருத்துங்கள்" });
    // The saved event shows its type in Tamil and its times in a Tamil sentence.
    const events = screen.getByRole("list", { name: "நிகழ்வுகள்" });
    expect(within(events).getByText("பார்வைக்கு வைத்தல்")).toBeInTheDocument();
    expect(within(events).getByText("5:00 PM முதல் 9:00 PM வரை")).toBeInTheDocument();
    expect(screen.getByText("படத்தொகுப்பில் 1 படம்")).toBeInTheDocument();

    screen.getByRole("button", { name: "வெளியிடு" }).click();
    expect(await screen.findByText("வெளியிடப்பட்டது")).toBeInTheDocument();
    const saved = calls.find((c) => c.path === "/api/create-post")?.body as Record<string, unknown>;
    expect(saved).toMatchObject({ title: blog.title, gender: blog.gender, draft: false, id: blog.blog_id });
    expect(saved.events).toEqual(blog.events);
  });
});
