import { afterEach, describe, expect, it } from "vitest";
import { holdPageOutside } from "./inert-page";

afterEach(() => {
  holdPageOutside(() => []);
  document.body.replaceChildren();
});

/** body > #root > (#page > main > #layer, toaster) + script, and a portal beside the root. */
function page() {
  document.body.innerHTML = `
    <div id="root"><div id="page"><header id="bar"></header><main id="main"><p id="text"></p><div id="layer"></div></main></div><div data-rht-toaster=""></div></div>
    <script id="script"></script>
    <div id="portal"></div>`;
  const $ = (id: string) => document.getElementById(id)!;
  return $;
}

describe("holdPageOutside", () => {
  it("makes inert the siblings on the way down to the live element, not it, what holds it, the toaster or a script", () => {
    const $ = page();
    holdPageOutside(() => [$("layer")]);
    expect(Array.from(document.querySelectorAll("[inert]"), (element) => element.id)).toEqual(["bar", "text", "portal"]);
    expect(document.querySelector("[data-rht-toaster]")).not.toHaveAttribute("inert");
    holdPageOutside(() => []);
    expect(document.querySelector("[inert]")).toBeNull();
  });

  it("holds nothing for a layer already taken out of the page", () => {
    page();
    const gone = document.createElement("div");
    holdPageOutside(() => [gone]);
    expect(document.querySelector("[inert]")).toBeNull();
  });

  it("moves with the live layer, freeing only what it made inert", () => {
    const $ = page();
    $("text").setAttribute("inert", "");
    holdPageOutside(() => [$("layer")]);
    holdPageOutside(() => [$("portal")]);
    expect(Array.from(document.querySelectorAll("[inert]"), (element) => element.id)).toEqual(["page", "text"]);
    holdPageOutside(() => []);
    expect(Array.from(document.querySelectorAll("[inert]"), (element) => element.id)).toEqual(["text"]);
  });
});
