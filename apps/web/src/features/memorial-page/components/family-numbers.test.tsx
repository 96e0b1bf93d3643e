import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { renderApp, signIn } from "../../../test/render-app";
import { AUTHOR_CAN, BLOG_ID, KEEPER_CAN, buildPost, getPostAnswer, mockMemorialApi } from "../test/memorial-fixtures";

/** What get-post answers a reader who is not a keeper (decision 020): no numbers, only which can be revealed. */
const withoutNumbers = () =>
  buildPost({
    survivingmembers: [
      {
        survivingmembername: "Priya Sivakumar",
        survivingmemberrelationship: "Daughter",
        survivingmembermobilenumber: "",
        phonevisibility: "signed-in",
        numberrevealable: true,
      },
      {
        survivingmembername: "Arun Sivakumar",
        survivingmemberrelationship: "Son",
        survivingmembermobilenumber: "",
        phonevisibility: "hidden",
        numberrevealable: false,
      },
    ],
    contactcontactnumber: "",
    contactnumberrevealable: true,
    contactnumberisamember: false,
  });

async function openFamily(locale?: "ta") {
  const app = renderApp(`/post/${BLOG_ID}`, locale ? { locale } : undefined);
  await screen.findByRole("heading", { level: 1 });
  return { ...app, family: await screen.findByRole("region", { name: locale ? /குடும்ப|Connect/ : "Connect With Family" }) };
}

describe("Connect With Family without the numbers", () => {
  it("asks a signed-out visitor to sign in for each number that can be shown, and shows no call link", async () => {
    mockMemorialApi(withoutNumbers());
    const { family } = await openFamily();
    expect(within(family).getByText("Arun Sivakumar")).toBeInTheDocument();
    expect(within(family).getByText("Ravi Thevarajah")).toBeInTheDocument();
    const signIns = within(family).getAllByRole("link", { name: "Sign in to see the number" });
    expect(signIns).toHaveLength(2);
    expect(signIns[0]).toHaveAttribute("href", "/signin");
    expect(within(family).queryByRole("link", { name: /^Call / })).not.toBeInTheDocument();
    expect(within(family).queryByRole("button", { name: /Show/ })).not.toBeInTheDocument();
  });

  it("lets a signed-in visitor tap 'Show number' for one number and call it; a hidden number has no button", async () => {
    signIn({ username: "arun" });
    const { calls } = mockMemorialApi(withoutNumbers(), {
      "/api/reveal-phone-number": (body) => ({ body: { number: body.member === 0 ? "+94 77 123 4567" : "+1 416 555 0199" } }),
    });
    const { user, family } = await openFamily();
    expect(within(family).queryByRole("button", { name: "Show number for Arun Sivakumar" })).not.toBeInTheDocument();
    await user.click(within(family).getByRole("button", { name: "Show number for Priya Sivakumar" }));
    expect(await within(family).findByRole("link", { name: "Call Priya Sivakumar on +94 77 123 4567" })).toHaveAttribute("href", "tel:+94771234567");
    expect(calls("/api/reveal-phone-number")).toEqual([{ blog_id: BLOG_ID, member: 0 }]);
    // The contact person's number is still behind its own button.
    await user.click(within(family).getByRole("button", { name: "Show number for Ravi Thevarajah" }));
    expect(await within(family).findByRole("link", { name: "Call Ravi Thevarajah on +1 416 555 0199" })).toBeInTheDocument();
    expect(calls("/api/reveal-phone-number")).toEqual([{ blog_id: BLOG_ID, member: 0 }, { blog_id: BLOG_ID }]);
  });

  it("says so when the hourly allowance is used up, and keeps the button", async () => {
    signIn({ username: "arun" });
    mockMemorialApi(withoutNumbers(), { "/api/reveal-phone-number": () => ({ status: 429, body: { error: MESSAGES.phoneRevealLimit } }) });
    const { user, family } = await openFamily();
    await user.click(within(family).getByRole("button", { name: "Show number for Priya Sivakumar" }));
    expect(await screen.findByText(MESSAGES.phoneRevealLimit)).toBeInTheDocument();
    expect(within(family).getByRole("button", { name: "Show number for Priya Sivakumar" })).toBeEnabled();
  });

  it("gives the author, on a page first loaded without numbers, every number as a call link", async () => {
    signIn({ username: "priya" });
    const { calls } = mockMemorialApi(withoutNumbers(), {
      "/api/get-post": (body) => ({ body: getPostAnswer(body.mode === "edit" ? buildPost({ can: KEEPER_CAN }) : { ...withoutNumbers(), can: KEEPER_CAN }) }),
    });
    const { family } = await openFamily();
    expect(await within(family).findByRole("link", { name: "Call Priya Sivakumar on +1 416 555 0101" })).toHaveAttribute("href", "tel:+14165550101");
    expect(within(family).queryByRole("button", { name: /Show number/ })).not.toBeInTheDocument();
    expect(calls("/api/get-post")).toEqual([{ post_id: BLOG_ID }, { post_id: BLOG_ID, mode: "edit" }]);
  });

  it("leaves out the contact person whose number is a member's", async () => {
    mockMemorialApi({ ...withoutNumbers(), contactnumberisamember: true });
    const { family } = await openFamily();
    expect(within(family).queryByText("Ravi Thevarajah")).not.toBeInTheDocument();
    expect(within(family).getAllByRole("link", { name: "Sign in to see the number" })).toHaveLength(1);
  });

  it("reads in Tamil", async () => {
    signIn({ username: "arun" });
    mockMemorialApi(withoutNumbers());
    const { family } = await openFamily("ta");
    expect(within(family).getByRole("button", { name: "Priya Sivakumar அவர்களின் இலக்கத்தைக் காட்டு" })).toHaveTextContent("இலக்கத்தைக் காட்டு");
  });
});

describe("an unlisted memorial's page", () => {
  it("reminds its author that only people with the link find it, and tells visitors nothing", async () => {
    mockMemorialApi(buildPost({ visibility: "unlisted" }));
    const visitor = renderApp(`/post/${BLOG_ID}`);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByText("Only people with the link can find this memorial.")).not.toBeInTheDocument();
    visitor.unmount();

    signIn({ username: "priya" });
    mockMemorialApi(buildPost({ visibility: "unlisted", can: AUTHOR_CAN }));
    renderApp(`/post/${BLOG_ID}`);
    expect(await screen.findByText("Only people with the link can find this memorial.")).toBeInTheDocument();
  });
});
