import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { PAGE_FORM_QUERY_KEY, type PageFormState } from "@kma/core/engagement/page-forms";
import { MESSAGES } from "@kma/core/messages";
import { renderApp, signIn } from "../../../test/render-app";
import { BLOG_ID, buildPost, buildTribute, mockMemorialApi } from "../test/memorial-fixtures";
import { SidePanel } from "./side-panel";

/** The memorial page's panels and forms as they work before and without the app (decision 037). */

function openMemorial(path: string, pageForm?: PageFormState) {
  const app = renderApp(path);
  // What the server's render leaves in the query cache after a form post.
  if (pageForm) app.queryClient.setQueryData(PAGE_FORM_QUERY_KEY, pageForm);
  return app;
}

const visitor = { firstName: "Latha", lastName: "", email: "latha@example.com", mobileNumber: "", currentPlace: "Oslo" };

describe("writing on a memorial page without the app", () => {
  it("links its write controls to the panels' own ids, and each form posts to the page's address", async () => {
    mockMemorialApi(buildPost({ activity: { ...buildPost().activity, total_tributes: 4 } }), {
      "/api/get-post-tributes": () => ({ body: { tributes: [1, 2, 3, 4].map((n) => buildTribute({ tribute: `Tribute ${n}` })) } }),
    });
    const { user } = openMemorial(`/post/${BLOG_ID}`);
    await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
    for (const [name, panel] of [
      ["Write Your Memorials", "#memorial"],
      ["Write a Tribute", "#tribute"],
      ["See all 4 tributes", "#tribute"],
    ]) {
      const link = await screen.findByRole("link", { name });
      expect(link).toHaveAttribute("href", panel);
      // The boot script lets a tap on it through before the app (it works without it).
      expect(link).toHaveAttribute("data-works-without-app");
    }

    await user.click(screen.getByRole("link", { name: "Write a Tribute" }));
    const dialog = await screen.findByRole("dialog", { name: "Tributes" });
    const form = dialog.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", `/post/${BLOG_ID}#tribute`);
    expect(Object.fromEntries(new FormData(form))).toEqual({
      form: "tribute",
      text: "",
      firstName: "",
      lastName: "",
      email: "",
      mobileNumber: "",
      currentPlace: "",
    });
    expect(within(dialog).getByRole("button", { name: "Post Tribute" })).toHaveAttribute("data-works-without-app");
    // Without the app its close control leads back to the section.
    expect(within(dialog).getByRole("link", { name: "Close Tributes" })).toHaveAttribute("href", "#tributes");
  });

  it("thanks the visitor on the page after a post, with the family's-approval words when it is held, once", async () => {
    mockMemorialApi(buildPost());
    const { queryClient } = openMemorial(`/post/${BLOG_ID}`, { form: "tribute", posted: "held" });
    const tributes = await screen.findByRole("region", { name: "Tributes" });
    const thanks = within(tributes).getByText("Thank you. It will appear once the family approves it.");
    expect(thanks).toHaveAttribute("role", "status");
    expect(within(screen.getByRole("region", { name: "Memory Wall" })).queryByText(/Thank you|added successfully/)).not.toBeInTheDocument();
    // Read once: another memorial opened in the app shows no old thanks.
    await waitFor(() => expect(queryClient.getQueryData(PAGE_FORM_QUERY_KEY)).toBeUndefined());
  });

  it("shows the server's message beside the form with what was typed, then the app's own checks as toasts", async () => {
    mockMemorialApi(buildPost());
    const problem: PageFormState = { form: "memorial", problem: MESSAGES.commenterLastNameRequired, values: { text: "He was kind.", ...visitor } };
    const { user } = openMemorial(`/post/${BLOG_ID}#memorial`, problem);
    const dialog = within(await screen.findByRole("dialog", { name: "Memory Wall" }));
    const alert = dialog.getByRole("alert");
    expect(alert).toHaveTextContent(MESSAGES.commenterLastNameRequired);
    expect(dialog.getByLabelText("Your memorial")).toHaveValue("He was kind.");
    expect(dialog.getByLabelText("First Name")).toHaveValue("Latha");
    expect(dialog.getByLabelText("Email")).toHaveValue("latha@example.com");
    const lastName = dialog.getByLabelText("Last Name");
    expect(lastName).toHaveAttribute("aria-invalid", "true");
    expect(lastName).toHaveAccessibleDescription(MESSAGES.commenterLastNameRequired);

    await user.type(lastName, "Ganesh");
    await user.click(dialog.getByRole("button", { name: "Post Memorial" }));
    expect(await screen.findByText(MESSAGES.commenterMobileRequired)).toBeInTheDocument();
    expect(dialog.queryByRole("alert")).not.toBeInTheDocument();
    expect(dialog.getByLabelText("Your memorial")).toHaveValue("He was kind.");
  });

  it("asks a signed-in user in the app only for the text, though the form without the app asks every visitor", async () => {
    mockMemorialApi(buildPost());
    signIn({ username: "arun", fullname: "Arun Kandasamy" });
    openMemorial(`/post/${BLOG_ID}#tribute`);
    const dialog = within(await screen.findByRole("dialog", { name: "Tributes" }));
    expect(dialog.getByText("Arun Kandasamy")).toBeInTheDocument();
    expect(dialog.queryByLabelText("First Name")).not.toBeInTheDocument();
  });
});

describe("a panel that opens without the app", () => {
  it("is in the server's HTML in place, hidden, shown by its address, its close controls links to its section", () => {
    const html = renderToString(
      <SidePanel open={false} title="Tributes" onClose={() => {}} anchor={{ id: "tribute", closeHref: "#tributes" }}>
        <p>The form</p>
      </SidePanel>,
    );
    expect(html).toMatch(/^<div id="tribute" class="fixed inset-0 z-50" hidden="" data-native-panel="">/);
    expect(html).toContain('role="dialog"');
    expect(html).toContain("<p>The form</p>");
    expect(html.match(/href="#tributes"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Close Tributes"');
  });
});
