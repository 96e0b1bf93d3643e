import { MONTH_NAMES } from "@kma/core/i18n/date-words";
import type { Locale } from "@kma/core/i18n/locales";
import { translate } from "@kma/core/i18n/translate";
import type { MessageKey } from "@kma/core/i18n/catalogs/en/index";
import { escapeHtml as e } from "../../lib/escape-html";
import type { Notice } from "../../presenters/notice-presenter";
import type { FamilyCopy, FamilyCopyMessage } from "../../lib/family-copy-format";

/**
 * index.html of the family's own copy (decision 029): one static page that opens from the
 * unzipped folder with no server, no network and no script. Images are relative links into
 * photos/; the style is inline, with the system's fonts (a Tamil one named for the Tamil
 * letters); it reads on a phone and prints calmly. The header, services and family are the
 * printable notice's own wording (presentNotice), so the two never disagree.
 */

const STYLE = `
:root { color-scheme: light; --ink: #1e293b; --soft: #57534e; --line: #e7e5e4; --paper: #fafaf9; --accent: #7c4a1e; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--paper); color: var(--ink); font: 1.0625rem/1.65 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Tamil", "Latha", "Nirmala UI", "Tamil Sangam MN", sans-serif; }
main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
h1, h2, .serif { font-family: Georgia, "Times New Roman", "Noto Serif", "Noto Serif Tamil", "Latha", "Nirmala UI", "Tamil Sangam MN", serif; font-weight: 400; }
h1 { font-size: clamp(2rem, 7vw, 2.8rem); line-height: 1.15; margin: .25rem 0; }
h2 { font-size: 1.55rem; margin: 3rem 0 1rem; padding-bottom: .4rem; border-bottom: 1px solid var(--line); }
header { text-align: center; }
.kicker { color: var(--accent); letter-spacing: .08em; text-transform: uppercase; font-size: .85rem; margin: 0; }
.tamil-name { font-size: 1.35rem; margin: .2rem 0; }
.portrait { display: block; margin: 1.5rem auto; width: min(16rem, 70vw); aspect-ratio: 4 / 5; object-fit: cover; border-radius: .75rem; box-shadow: 0 1px 3px rgb(0 0 0 / .15); }
.life { list-style: none; padding: 0; margin: 1rem 0 0; color: var(--soft); }
nav ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; justify-content: center; margin: 1.5rem 0 0; }
nav a { color: var(--accent); display: inline-block; padding: .6rem .25rem; min-height: 44px; }
.story p { white-space: pre-wrap; margin: 0 0 1rem; }
.card { background: #fff; border: 1px solid var(--line); border-radius: .6rem; padding: 1rem 1.1rem; margin: 0 0 1rem; break-inside: avoid; }
.card p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.meta { color: var(--soft); font-size: .92rem; margin-top: .5rem !important; }
.plain { list-style: none; padding: 0; margin: 0; }
.replies { list-style: none; margin: .9rem 0 0; padding: 0 0 0 1rem; border-left: 3px solid var(--line); }
.replies .card { margin-bottom: .6rem; }
.album { display: grid; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); gap: .75rem; list-style: none; padding: 0; margin: 0; }
.album figure { margin: 0; }
.album img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: .4rem; display: block; background: var(--line); }
.album figcaption { color: var(--soft); font-size: .85rem; margin-top: .25rem; }
h3 { font-size: 1.05rem; margin: 1.25rem 0 .35rem; }
.card h3 { margin-top: 0; }
footer { margin-top: 3.5rem; padding-top: 1rem; border-top: 1px solid var(--line); color: var(--soft); font-size: .92rem; text-align: center; }
a { color: var(--accent); }
@media print {
  body { background: #fff; font-size: 11pt; }
  main { max-width: none; padding: 0; }
  nav { display: none; }
  .card { border-color: #ccc; }
  h2 { break-after: avoid; }
}
`;

/** A timestamp as the day it happened, in the copy's language ('3 February 2024'); UTC, since the file has no zone. */
function day(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTH_NAMES[locale][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const personName = (first: string, last: string, account: string | null) =>
  [first, last]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ") ||
  account?.trim() ||
  "";

export function renderFamilyCopySite(copy: FamilyCopy, notice: Notice, locale: Locale): string {
  const t = (key: MessageKey, values?: Record<string, string | number>) => e(translate(locale, key, values));
  const m = copy.memorial;
  const who = (first: string, last: string, account: string | null) => e(personName(first, last, account) || translate(locale, "familyCopy.site.anonymous"));

  const message = (item: FamilyCopyMessage): string => {
    const replies = repliesOf.get(item.id) ?? [];
    const place = item.residence.trim() ? ` · ${e(item.residence.trim())}` : "";
    return `<li><article class="card"><p>${e(item.comment)}</p><p class="meta">${who(item.first_name, item.last_name, item.account_name)}${place} · <time datetime="${e(item.commented_at)}">${e(day(item.commented_at, locale))}</time></p>${
      replies.length ? `<ul class="replies" aria-label="${t("familyCopy.site.replies")}">${replies.map(message).join("")}</ul>` : ""
    }</article></li>`;
  };
  const repliesOf = new Map<string, FamilyCopyMessage[]>();
  for (const item of copy.memory_wall) if (item.reply_to) repliesOf.set(item.reply_to, [...(repliesOf.get(item.reply_to) ?? []), item]);
  const topLevel = copy.memory_wall.filter((item) => item.reply_to === null);

  const sections: Array<{ id: string; title: string; body: string }> = [];
  if (m.memorywall.trim() || m.career.trim()) {
    const paragraphs = [m.memorywall, m.career]
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => `<p>${e(text)}</p>`);
    sections.push({ id: "story", title: t("familyCopy.site.story"), body: `<div class="story">${paragraphs.join("")}</div>` });
  }
  if (notice.services.length) {
    sections.push({
      id: "services",
      title: e(notice.text.services),
      body: `<ul class="plain">${notice.services
        .map((s) => `<li class="card"><h3>${e(s.title)}</h3><p>${[s.date, s.time, s.address].filter(Boolean).map(e).join("<br>")}</p></li>`)
        .join("")}</ul>`,
    });
  }
  if (notice.survivors.length || notice.predeceased.length) {
    const group = (title: string, names: string[]) => (names.length ? `<h3>${e(title)}</h3><ul>${names.map((n) => `<li>${e(n)}</li>`).join("")}</ul>` : "");
    sections.push({
      id: "family",
      title: e(notice.text.family),
      body: group(notice.text.survivedBy, notice.survivors) + group(notice.text.predeceasedBy, notice.predeceased),
    });
  }
  if (m.memoriwallimages.length || copy.album.length) {
    // As on the memorial page: the family's own photos first, then what visitors added.
    const family = m.memoriwallimages.map(
      (file) => `<li><figure><a href="${e(file)}"><img src="${e(file)}" alt="${t("familyCopy.site.familyPhotoAlt")}" loading="lazy"></a></figure></li>`,
    );
    sections.push({
      id: "album",
      title: t("familyCopy.site.album"),
      body: `<ul class="album">${family.join("")}${copy.album
        .flatMap((entry) =>
          entry.photos.map((file) => {
            const alt = entry.added_by ? t("familyCopy.site.photoAlt", { name: entry.added_by }) : t("familyCopy.site.photoAltNoName");
            const caption = entry.added_by
              ? t("familyCopy.site.addedBy", { name: entry.added_by, date: day(entry.added_at, locale) })
              : t("familyCopy.site.addedOn", { date: day(entry.added_at, locale) });
            return `<li><figure><a href="${e(file)}"><img src="${e(file)}" alt="${alt}" loading="lazy"></a><figcaption>${caption}</figcaption></figure></li>`;
          }),
        )
        .join("")}</ul>`,
    });
  }
  if (topLevel.length) sections.push({ id: "memory-wall", title: t("familyCopy.site.wall"), body: `<ul class="plain">${topLevel.map(message).join("")}</ul>` });
  if (copy.tributes.length) {
    sections.push({
      id: "tributes",
      title: t("familyCopy.site.tributes"),
      body: `<ul class="plain">${copy.tributes
        .map((item) => {
          const place = item.current_place.trim() ? ` · ${e(item.current_place.trim())}` : "";
          return `<li class="card"><p>${e(item.tribute)}</p><p class="meta">${who(item.first_name, item.last_name, item.account_name)}${place} · <time datetime="${e(item.tributed_at)}">${e(day(item.tributed_at, locale))}</time></p></li>`;
        })
        .join("")}</ul>`,
    });
  }

  const portrait = m.profilebanner.startsWith("photos/")
    ? `<img class="portrait" src="${e(m.profilebanner)}" alt="${t("familyCopy.site.portraitAlt", { name: notice.name })}">`
    : "";
  const life = notice.life.map((line) => `<li>${e(line.label)}: ${e([line.date, line.place].filter(Boolean).join(", "))}</li>`).join("");
  const keepers = copy.keepers
    .map((k) => k.fullname)
    .filter(Boolean)
    .join(", ");
  const nav =
    sections.length > 1
      ? `<nav aria-label="${t("familyCopy.site.contents")}"><ul>${sections.map((s) => `<li><a href="#${s.id}">${s.title}</a></li>`).join("")}</ul></nav>`
      : "";

  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'">
<title>${e(notice.name)} – ${e(notice.heading)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<p class="kicker">${e(notice.heading)}</p>
<h1>${e(notice.name)}</h1>
${notice.tamilName ? `<p class="tamil-name serif" lang="ta">${e(notice.tamilName)}</p>` : ""}
${portrait}
${notice.aged ? `<p>${e(notice.aged)}</p>` : ""}
${life ? `<ul class="life">${life}</ul>` : ""}
${nav}
</header>
${sections.map((s) => `<section id="${s.id}" aria-labelledby="${s.id}-heading"><h2 id="${s.id}-heading">${s.title}</h2>${s.body}</section>`).join("\n")}
<footer>
${keepers ? `<p>${t("familyCopy.site.keptBy", { names: keepers })}</p>` : ""}
<p>${t("familyCopy.site.copied", { date: day(copy.exported_at, locale), site: new URL(copy.site).host })}</p>
</footer>
</main>
</body>
</html>
`;
}
