import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { WORKS_WITHOUT_APP_ATTRIBUTE } from "@kma/core/page-boot";
import { createQueryClient, Providers } from "../providers";
import { createI18n } from "../../lib/i18n";
import { renderApp } from "../../test/render-app";
import { TopBar } from "./top-bar";

/**
 * The top bar's menu opens before and without the app (mobile-menu.tsx): the server's HTML has
 * it, hidden, for the address #mobile-menu to show; the app hydrates it as drawn and takes it over.
 */

const routesAt = () => [{ path: "*", element: <TopBar /> }];
const bar = (router: ReturnType<typeof createMemoryRouter>) => (
  <Providers queryClient={createQueryClient()} i18n={createI18n("en")}>
    <RouterProvider router={router} />
  </Providers>
);

// The router scrolls to the element an address's # names; jsdom has no scrolling.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** The server's page at `path` (it never sees the address's #), hydrated in a browser at `path` + `hash`. */
async function hydrated(path: string, hash: string) {
  container = document.createElement("div");
  container.innerHTML = renderToString(bar(createMemoryRouter(routesAt(), { initialEntries: [path] })));
  document.body.append(container);
  const router = createMemoryRouter(routesAt(), { initialEntries: [path + hash] });
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container!, bar(router), { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { router, mismatches, opener: screen.getByRole("button", { name: "Open menu" }) };
}

describe("the mobile menu without the app", () => {
  it("is in the server's HTML, hidden, for its opener's link to show; its close controls lead back to the bar", () => {
    container = document.createElement("div");
    container.innerHTML = renderToString(bar(createMemoryRouter(routesAt(), { initialEntries: ["/contact"] })));
    const opener = container.querySelector('[aria-label="Open menu"]')!;
    expect(opener.tagName).toBe("A");
    expect(opener).toHaveAttribute("href", "#mobile-menu");
    expect(opener).toHaveAttribute("role", "button");
    expect(opener).toHaveAttribute("aria-controls", "mobile-menu");
    // Without the app nothing can say whether it is open.
    expect(opener).not.toHaveAttribute("aria-expanded");
    // The boot script lets a tap on it through at once instead of holding it for the app.
    expect(opener).toHaveAttribute(WORKS_WITHOUT_APP_ATTRIBUTE);

    const menu = container.querySelector("#mobile-menu")!;
    expect(menu).toHaveAttribute("hidden");
    expect(menu).toHaveAttribute("data-native-panel");
    const dialog = within(menu as HTMLElement).getByRole("dialog", { name: "Menu", hidden: true });
    expect(within(dialog).getByRole("link", { name: "Home", hidden: true })).toHaveAttribute("href", "/");
    expect(within(dialog).getByRole("link", { name: "Contact", hidden: true })).toHaveAttribute("href", "/contact");
    const close = within(dialog).getByRole("button", { name: "Close menu", hidden: true });
    const backdrop = menu.querySelector('[data-testid="mobile-menu-backdrop"]')!;
    for (const control of [close, backdrop]) {
      expect(control).toHaveAttribute("href", "#top-bar");
      expect(control).toHaveAttribute(WORKS_WITHOUT_APP_ATTRIBUTE);
    }
    expect(container.querySelector("header")).toHaveAttribute("id", "top-bar");
  });

  it("hydrates without a mismatch and, opened by its address before the app came, stays open in the app", async () => {
    const { mismatches, opener, router } = await hydrated("/contact", "#mobile-menu");
    expect(mismatches).toEqual([]);
    const menu = document.getElementById("mobile-menu")!;
    expect(menu).not.toHaveAttribute("hidden");
    expect(menu).not.toHaveAttribute("data-native-panel");
    expect(opener).toHaveAttribute("aria-expanded", "true");
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(within(dialog).getByRole("button", { name: "Close menu" })).toHaveFocus();

    // Escape closes it, gives focus back to its opener and leaves the address without the #.
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveAttribute("aria-expanded", "false");
    expect(opener).toHaveFocus();
    await waitFor(() => expect(router.state.location.hash).toBe(""));
    expect(router.state.location.pathname).toBe("/contact");
  });

  it("keeps the visitor's place when they were typing in its search box before the app came", async () => {
    container = document.createElement("div");
    container.innerHTML = renderToString(bar(createMemoryRouter(routesAt(), { initialEntries: ["/"] })));
    document.body.append(container);
    const box = container.querySelector<HTMLInputElement>("#mobile-menu input[type=search]")!;
    box.focus();
    await act(async () => {
      root = hydrateRoot(container!, bar(createMemoryRouter(routesAt(), { initialEntries: ["/#mobile-menu"] })));
    });
    expect(screen.getByRole("dialog", { name: "Menu" })).toContainElement(box);
    expect(box).toHaveFocus();
  });

  it("hydrates shut without its address and is then the app's alone", async () => {
    const { mismatches, opener } = await hydrated("/contact", "");
    expect(mismatches).toEqual([]);
    expect(document.getElementById("mobile-menu")).toBeNull();
    expect(opener).toHaveAttribute("aria-expanded", "false");
    const user = userEvent.setup();
    await user.click(opener);
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    expect(opener).toHaveAttribute("aria-expanded", "true");
  });
});

describe("the mobile menu in the app", () => {
  it("opens and closes by keyboard, Enter or Space, as a button would", async () => {
    const { user } = renderApp("/contact");
    const opener = await screen.findByRole("button", { name: "Open menu" });
    opener.focus();
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("holds the rest of the page inert while open, and gives focus back to its opener once it is live again", async () => {
    const { user } = renderApp("/contact");
    const opener = await screen.findByRole("button", { name: "Open menu" });
    // A tap that gives the opener no focus (Safari).
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(screen.getByRole("main")).toHaveAttribute("inert");
    expect(opener.closest("[inert]")).not.toBeNull();
    expect(dialog.closest("[inert]")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.querySelector("[inert]")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("opens at its address, and Back away from it closes it", async () => {
    const { router } = renderApp("/contact");
    await screen.findByRole("button", { name: "Open menu" });
    await act(() => router.navigate("/contact#mobile-menu"));
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opened by its address, closed and opened again before the address's change is drawn, stays open", async () => {
    const { router } = renderApp("/contact#mobile-menu");
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    const opener = screen.getByRole("button", { name: "Open menu", hidden: true });
    // The router draws a change of address as a transition, after a tap's own update: a
    // quick second tap must not be undone by the first one's leaving the address.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Close menu" }));
      fireEvent.click(opener);
    });
    await waitFor(() => expect(router.state.location.hash).toBe(""));
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    expect(opener).toHaveAttribute("aria-expanded", "true");
  });

  it("leaves the address without its # when a link in it is followed", async () => {
    const { router, user } = renderApp("/contact#mobile-menu");
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(dialog).getByRole("link", { name: "Home" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.hash).toBe("");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
