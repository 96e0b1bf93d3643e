import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp, signIn } from "../../../test/render-app";
import { fakeApi, fill, labelled, stubObjectUrls, type FetchCall } from "../test-helpers";

/** The memorial form's privacy choices (decision 020). */

function quiet(call: FetchCall) {
  if (call.path === "/api/new-notification") return { body: { new_notification_available: false } };
  if (call.path === "/api/create-post") return { body: { id: "sivakumar-rasiah-7f3k2q" } };
  if (call.path === "/api/user-written-posts") return { body: { blogs: [] } };
  if (call.path === "/api/user-written-post-count") return { body: { totalDocs: 0 } };
  return undefined;
}

async function openForm(locale?: "ta") {
  signIn();
  const app = renderApp("/postcreate", locale ? { locale } : undefined);
  await screen.findByRole("heading", { level: 1 });
  return app;
}

beforeEach(() => stubObjectUrls());

describe("the memorial form's privacy choices", { timeout: 40_000 }, () => {
  it("offers each number to signed-in visitors by default, and the memorial to everyone", async () => {
    fakeApi(quiet);
    await openForm();
    expect(labelled("Surviving member Who can see this number")).toHaveDisplayValue("Signed-in visitors");
    expect(labelled("Contact Who can see this number")).toHaveDisplayValue("Signed-in visitors");
    const visibility = labelled("Who can find this memorial");
    expect(visibility).toHaveDisplayValue("Everyone");
    expect(visibility).toHaveAccessibleDescription("Shown in the feed, in search and on your profile.");
  });

  it("sends a hidden member's number, a hidden contact number and 'anyone with the link' with the post", async () => {
    const calls = fakeApi(quiet);
    const { user } = await openForm();
    await user.selectOptions(labelled("Category"), "Obituary");
    await fill(user, "First Name", "Sivakumar");
    await fill(user, "Last Name", "Rasiah");
    await fill(user, "Surviving member Name", "Arun Sivakumar");
    await fill(user, "Surviving member Relationship", "Son");
    await fill(user, "Surviving member Mobile Number", "+94 77 765 4321");
    await user.selectOptions(labelled("Surviving member Who can see this number"), "hidden");
    await user.click(screen.getByRole("button", { name: "Add surviving member" }));
    const listed = within(screen.getByRole("list", { name: "Surviving family members" }));
    expect(listed.getByText("Hidden (only you and your co-keepers)")).toBeInTheDocument();
    await user.selectOptions(labelled("Contact Who can see this number"), "hidden");
    const visibility = labelled("Who can find this memorial");
    await user.selectOptions(visibility, "unlisted");
    expect(visibility).toHaveAccessibleDescription("Not in the feed, search, your profile or search engines; it opens for whoever has the link.");

    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/create-post")).toHaveLength(1));
    expect(calls.find((c) => c.path === "/api/create-post")?.body).toMatchObject({
      visibility: "unlisted",
      contactphonevisibility: "hidden",
      survivingmembers: [{ survivingmembername: "Arun Sivakumar", survivingmembermobilenumber: "+94 77 765 4321", phonevisibility: "hidden" }],
    });
  });

  it("reads in Tamil", async () => {
    fakeApi(quiet);
    await openForm("ta");
    expect(labelled("இந்த அறிவித்தலை யார் காணலாம்")).toHaveDisplayValue("அனைவரும்");
  });
});
