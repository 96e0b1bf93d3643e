import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { ta } from "@kma/core/i18n/catalogs/ta/index";
import { FORMER_MEMBER_NAME } from "@kma/core/users/account-rules";
import { renderApp, signIn } from "../../../test/render-app";
import { BLOG_ID, buildComment, buildPost, buildTribute, mockMemorialApi } from "../test/memorial-fixtures";

async function openInTamil() {
  const app = renderApp(`/post/${BLOG_ID}`, { locale: "ta" });
  await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
  return app;
}

describe("the memorial page in Tamil", () => {
  it("shows the header, dates, menu and sections in Tamil", async () => {
    mockMemorialApi(buildPost());
    await openInTamil();
    // The notice's words for born and passed away, with Sri Lankan Tamil months.
    const facts = screen.getByText("அன்னை மடியில்").closest("dl")!;
    expect(within(facts).getByText("இறைவன் அடியில்")).toBeInTheDocument();
    expect(within(facts).getByText("12 ஏப்., 1948")).toBeInTheDocument();
    expect(within(facts).getByText("3 பெப்., 2024")).toBeInTheDocument();
    expect(screen.getByText("மரண அறிவித்தல்")).toBeInTheDocument();
    expect(screen.getByText("வயது 75")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Sivakumar Thevarajah அவர்களின் திருவுருவப்படம்" })).toBeInTheDocument();
    expect(screen.getByText(/வெளியிட்டவர்:/).closest("p")).toHaveTextContent("வெளியிட்டவர்: priya, 5 பெப்., 2024");
    expect(screen.getByRole("link", { name: "மலர் அஞ்சலி, 3 மலர்கள்" })).toBeInTheDocument();

    const nav = screen.getByRole("navigation", { name: "அறிவித்தலின் பகுதிகள்" });
    expect(
      within(nav)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["பகிர்", "அறிவித்தல்", "இறுதிக் கிரியைகள்", "நிழற்படங்கள்", "அஞ்சலி", "தொடர்புக்கு"]);

    expect(screen.getByRole("heading", { level: 2, name: "Sivakumar அவர்களை நினைவுகூர்ந்து — அவரது வாழ்க்கைக் குறிப்பு" })).toBeInTheDocument();
    expect(screen.getByText("கல்வி")).toBeInTheDocument();
    const services = screen.getByRole("region", { name: "இறுதிக் கிரியைகளும் நினைவு நிகழ்வுகளும்" });
    expect(within(services).getByText("சனிக்கிழமை, 10 பெப்ரவரி 2024")).toBeInTheDocument();
    expect(within(services).getByText("வெள்ளிக்கிழமை, 9 பெப்ரவரி 2024")).toBeInTheDocument();
    // The family's livestream names the site it opens.
    expect(within(services).getByRole("link", { name: "meet.example.com இல் பார்க்க" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "வாழ்வின் தருணங்கள்" })).toBeInTheDocument();
    const wall = screen.getByRole("region", { name: "நினைவுச் சுவர்" });
    expect(await within(wall).findByText("இன்னும் இரங்கல் செய்திகள் இல்லை")).toBeInTheDocument();
    expect(within(wall).getByText("குடும்பத்தினரும் நண்பர்களும் பகிர்ந்த 0 இரங்கல் செய்திகளும் பதில்களும்.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "கண்ணீர் அஞ்சலிகள்" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ravi Thevarajah அவர்களை +1 416 555 0199 இலக்கத்தில் அழையுங்கள்" })).toBeInTheDocument();
    expect(document.title).toBe("Sivakumar Thevarajah – மரண அறிவித்தல் – Keep Memories Alive");
  });

  it("names the words a deleted account left as a former member's, in Tamil", async () => {
    const formerMember = { commenter_first_name: FORMER_MEMBER_NAME, commenter_last_name: "", commenter_residence: "" };
    mockMemorialApi(buildPost(), {
      "/api/get-post-comments": () => ({ body: { comments: [buildComment({ comment: "He taught me to swim.", ...formerMember })] } }),
      "/api/get-post-tributes": () => ({
        body: { tributes: [buildTribute({ tributer_first_name: FORMER_MEMBER_NAME, tributer_last_name: "", current_place: "" })] },
      }),
    });
    await openInTamil();
    const wall = screen.getByRole("region", { name: "நினைவுச் சுவர்" });
    expect(await within(wall).findByText("முன்னாள் உறுப்பினர்")).toBeInTheDocument();
    const tributes = screen.getByRole("region", { name: "கண்ணீர் அஞ்சலிகள்" });
    expect(await within(tributes).findByText("முன்னாள் உறுப்பினர்")).toBeInTheDocument();
    expect(screen.queryByText("Former member")).not.toBeInTheDocument();
  });

  it("leaves a wall message: the Tamil validation message, then the Tamil thank-you", async () => {
    const created = buildComment({ comment: "அன்பு", commenter_first_name: "Meena", commenter_last_name: "Raj" });
    const { calls } = mockMemorialApi(buildPost(), { "/api/add-comment": () => ({ body: created }) });
    const { user } = await openInTamil();

    await user.click(screen.getByRole("link", { name: "இரங்கல் செய்தி எழுதுக" }));
    const panel = within(await screen.findByRole("dialog", { name: "நினைவுச் சுவர்" }));
    const post = panel.getByRole("button", { name: "இரங்கல் செய்தியை இடுக" });

    await user.click(post);
    expect(await screen.findByText(ta["messages.commentRequired"])).toBeInTheDocument();
    expect(calls("/api/add-comment")).toEqual([]);

    await user.type(panel.getByLabelText("உங்கள் இரங்கல் செய்தி"), "அன்பு");
    await user.click(post);
    expect(await screen.findByText(ta["messages.commenterFirstNameRequired"])).toBeInTheDocument();

    await user.type(panel.getByLabelText("முதற் பெயர்"), "Meena");
    await user.type(panel.getByLabelText("குடும்பப் பெயர்"), "Raj");
    await user.type(panel.getByLabelText("மின்னஞ்சல்"), "meena@example.com");
    await user.type(panel.getByLabelText("கைபேசி இலக்கம்"), "+94771234567");
    await user.type(panel.getByLabelText("வசிப்பிடம்"), "Jaffna");
    await user.click(post);
    expect(await screen.findByText(ta["messages.memorialAdded"])).toBeInTheDocument();
    expect(calls("/api/add-comment")).toHaveLength(1);
    expect(await screen.findByRole("article", { name: "Meena Raj எழுதிய இரங்கல் செய்தி" })).toBeInTheDocument();
  });

  it("posts a tribute as a signed-in user, with the Tamil thank-you", async () => {
    signIn();
    const created = buildTribute({ tribute: "அன்பு", tributer_first_name: "Priya", tributer_last_name: "Raman" });
    const { calls } = mockMemorialApi(buildPost(), { "/api/add-tribute": () => ({ body: created }) });
    const { user } = await openInTamil();

    const tributes = within(screen.getByRole("region", { name: "கண்ணீர் அஞ்சலிகள்" }));
    expect(await tributes.findByText("இன்னும் அஞ்சலிகள் இல்லை")).toBeInTheDocument();
    expect(tributes.getByText("Sivakumar Thevarajah அவர்களுக்கு 0 அஞ்சலிகள்.")).toBeInTheDocument();
    await user.click(tributes.getByRole("link", { name: "அஞ்சலி எழுதுக" }));
    const panel = within(await screen.findByRole("dialog", { name: "கண்ணீர் அஞ்சலிகள்" }));
    expect(panel.getByText("Priya Raman")).toBeInTheDocument();
    expect(panel.getByText(/என்ற பெயரில் இடுகிறீர்கள்/)).toBeInTheDocument();

    await user.click(panel.getByRole("button", { name: "அஞ்சலியை இடுக" }));
    expect(await screen.findByText(ta["messages.tributeRequired"])).toBeInTheDocument();

    await user.type(panel.getByLabelText("உங்கள் அஞ்சலி"), "அன்பு");
    await user.click(panel.getByRole("button", { name: "அஞ்சலியை இடுக" }));
    expect(await screen.findByText(ta["messages.tributeAdded"])).toBeInTheDocument();
    expect(calls("/api/add-tribute")).toHaveLength(1);
    expect(await panel.findByRole("article", { name: "Priya Raman செலுத்திய அஞ்சலி" })).toBeInTheDocument();
    expect(panel.getByRole("heading", { level: 3, name: "1 அஞ்சலி" })).toBeInTheDocument();
  });
});
