import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const cv of [true, false]) {
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
if (!cv) await p.addStyleTag; 
await p.goto(`http://127.0.0.1:47111/post/sarojini-kandiah-x6dp38`, { waitUntil: "load" });
if (!cv) await p.addStyleTag({ content: "#photos,#memory-wall,#tributes,#contact{content-visibility:visible!important}" });
await p.getByRole("navigation", { name: "Memorial sections" }).getByRole("button", { name: "Contact" }).click();
for (let i = 0; i < 12; i++) { console.log(cv, i, JSON.stringify(await p.evaluate(() => [Math.round(scrollY), Math.round(document.getElementById("contact-heading").getBoundingClientRect().top), document.documentElement.scrollHeight, !!document.documentElement.dataset.appReady, document.activeElement.id]))); await p.waitForTimeout(150); }
await p.close();
}
await b.close();
