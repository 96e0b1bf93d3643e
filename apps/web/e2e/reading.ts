import { expect, type Page } from "@playwright/test";

/**
 * Body text at least 16 px. "Body text" here is running text, a block whose text
 * reads as a sentence (at least 40 characters and 6 words: a story, a card's description,
 * a panel's introduction, a footer note), and what a visitor types into form controls (16 px
 * also keeps phone browsers from zooming in on focus). Short labels, dates, counts, captions,
 * upper-case eyebrows and a field's helper text (the hint its control names with
 * aria-describedby, at least 14 px) and fine print in <small> may be smaller: they are
 * glanced at, not read.
 */
export async function expectReadableText(page: Page, label = page.url()) {
  const small = await page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && style.clipPath !== "inset(50%)" && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };
    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    for (const el of document.querySelectorAll("p, li, dd, blockquote, td")) {
      const text = (el as HTMLElement).innerText?.trim().replace(/\s+/g, " ") ?? "";
      // A list item or cell that holds its own blocks is measured through them.
      if (el.querySelector("p, li, dd, blockquote, td, div")) continue;
      if (text.length < 40 || text.split(" ").length < 6 || !shown(el)) continue;
      if (getComputedStyle(el).textTransform === "uppercase") continue;
      // Fine print (copyright, credits) marked up as <small>.
      if (el.children.length === 1 && el.firstElementChild!.tagName === "SMALL" && el.firstElementChild!.textContent === el.textContent) continue;
      if (el.id && document.querySelector(`[aria-describedby~="${CSS.escape(el.id)}"]`)) {
        if (size(el) < 13.9) out.push(`${size(el)}px  helper text <${el.tagName.toLowerCase()}> ${text.slice(0, 70)}`);
        continue;
      }
      if (size(el) < 15.9) out.push(`${size(el)}px  <${el.tagName.toLowerCase()}> ${text.slice(0, 70)}`);
    }
    for (const el of document.querySelectorAll("input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), textarea, select")) {
      if (!shown(el)) continue;
      if (size(el) < 15.9) out.push(`${size(el)}px  <${el.tagName.toLowerCase()}> ${el.getAttribute("aria-label") ?? el.getAttribute("name") ?? el.id}`);
    }
    return out;
  });
  expect(small.length, `${small.length} body text block(s) or form control(s) under 16 px on ${label}:\n${small.join("\n")}\n`).toBe(0);
}
