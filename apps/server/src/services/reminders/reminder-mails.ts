import type { Locale } from "@kma/core/i18n/locales";
import { longServiceDate } from "@kma/core/i18n/date-words";
import { optionLabelKey } from "@kma/core/i18n/option-labels";
import { translate } from "@kma/core/i18n/translate";
import type { MessageValues } from "@kma/core/i18n/message-keys";
import type { MessageKey } from "@kma/core/i18n/catalogs/en/index";
import type { IsoDay } from "@kma/core/posts/remembrance-dates";
import type { PostEvent } from "@kma/core/posts/post-schemas";
import { calendarPlaceName } from "@kma/core/posts/tamil-calendar/kept-thithi";
import { tamilMonthName, thithiName } from "@kma/core/posts/tamil-calendar/names";
import type { CalendarPlace } from "@kma/core/posts/tamil-calendar/places";
import type { Mail } from "../../plugins/mailer";
import { escapeHtml } from "../../lib/escape-html";

/** What a reminder is about: a remembrance a week ahead or on the day, or an event the family added. */
export type ReminderOccasion =
  { kind: "thirtyFirstDay" | "anniversary"; lead: "week" | "day"; date: IsoDay; ordinal: number } | ThithiOccasion | { kind: "event"; event: PostEvent };

/** The yearly thithi day the family keeps (decision 035): its Tamil date, and the ceremony's place that chose the day. */
export type ThithiOccasion = {
  kind: "thithi";
  lead: "week" | "day";
  date: IsoDay;
  tamilMonth: number;
  tamilDay: number;
  thithi: number;
  place: CalendarPlace;
  /** The family set this year's day themselves. */
  overridden: boolean;
};

/**
 * The thithi's lines: when and where, its Tamil date (on an English mail also in Tamil, as the
 * family's priest and almanac write it), and who chose the day.
 */
function thithiLines(occasion: ThithiOccasion, name: string, locale: Locale, t: (key: MessageKey, values?: MessageValues) => string): string[] {
  const tamilDate = (l: Locale) =>
    translate(l, "remembrance.thithiDay", { month: tamilMonthName(occasion.tamilMonth, l), day: occasion.tamilDay, thithi: thithiName(occasion.thithi, l) });
  const place = calendarPlaceName(occasion.place, locale);
  const date = longDay(occasion.date, locale);
  return [
    t(occasion.lead === "week" ? "reminders.mail.thithiWeekBody" : "reminders.mail.thithiDayBody", { name, date, place }),
    t("reminders.mail.thithiTamilDate", { date: locale === "ta" ? tamilDate("ta") : `${tamilDate("en")} (${tamilDate("ta")})` }),
    occasion.overridden ? t("reminders.mail.thithiSetByFamily") : t("reminders.mail.thithiComputed", { place }),
  ];
}

/** 'YYYY-MM-DD' → 'Tuesday, 31 March 2026' in the reader's language (the form's DD/MM/YYYY words). */
export function longDay(day: IsoDay, locale: Locale): string {
  const [y, m, d] = day.split("-");
  return longServiceDate(`${d}/${m}/${y}`, locale) ?? day;
}

/** Paragraphs to text and HTML; the lines that are links become links. */
function mailBody(paragraphs: string[], links: string[]) {
  const html = paragraphs.map((p) => (links.includes(p) ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>` : `<p>${escapeHtml(p)}</p>`)).join("\n");
  return { text: paragraphs.join("\n\n"), html };
}

/**
 * The mail that confirms an address before anything is sent to it (signed-out follow). It
 * subscribes nobody yet, so it has no unsubscribe link: ignoring it is the way out.
 */
export function followConfirmationMail(to: string, name: string, link: string, locale: Locale): Mail {
  const t = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
  const paragraphs = [
    t("reminders.mail.greeting"),
    t("reminders.mail.confirmIntro", { name }),
    t("reminders.mail.confirmAction"),
    link,
    t("reminders.mail.confirmIgnore"),
    t("email.signature"),
  ];
  return { to, subject: t("reminders.mail.confirmSubject", { name }), ...mailBody(paragraphs, [link]) };
}

/**
 * A reminder in the follower's language: the memorial's name, the date, the memorial's link,
 * and a one-click unsubscribe, both in the text and in the List-Unsubscribe headers (RFC 8058:
 * the mail client POSTs `List-Unsubscribe=One-Click` to `oneClickUrl`).
 */
export function reminderMail(input: {
  to: string;
  name: string;
  occasion: ReminderOccasion;
  memorialUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
  locale: Locale;
}): Mail {
  const { to, name, occasion, memorialUrl, unsubscribeUrl, oneClickUrl, locale } = input;
  const t = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
  let subject: string;
  const lines: string[] = [];
  if (occasion.kind === "event") {
    const labelKey = optionLabelKey(occasion.event.eventname);
    const event = labelKey ? t(labelKey) : occasion.event.eventname;
    const date = (occasion.event.eventdate && longServiceDate(occasion.event.eventdate, locale)) || t("reminders.mail.dateUnknown");
    const time = [occasion.event.eventstarttime, occasion.event.eventendtime].filter(Boolean).join("–");
    subject = t("reminders.mail.eventSubject", { name, event });
    lines.push(t("reminders.mail.eventBody", { name, event, when: time ? `${date}, ${time}` : date }));
    if (occasion.event.eventaddress) lines.push(t("reminders.mail.eventPlace", { address: occasion.event.eventaddress }));
  } else if (occasion.kind === "thithi") {
    subject = t(occasion.lead === "week" ? "reminders.mail.weekSubject" : "reminders.mail.daySubject", { occasion: t("reminders.mail.thithiOccasion"), name });
    lines.push(...thithiLines(occasion, name, locale, t));
  } else {
    const what = occasion.kind === "thirtyFirstDay" ? t("remembrance.thirtyFirstDay") : t("remembrance.anniversary", { ordinal: occasion.ordinal });
    const date = longDay(occasion.date, locale);
    subject = t(occasion.lead === "week" ? "reminders.mail.weekSubject" : "reminders.mail.daySubject", { occasion: what, name });
    lines.push(t(occasion.lead === "week" ? "reminders.mail.weekBody" : "reminders.mail.dayBody", { occasion: what, name, date }));
  }
  const paragraphs = [
    t("reminders.mail.greeting"),
    ...lines,
    t("reminders.mail.visit"),
    memorialUrl,
    t("email.signature"),
    t("reminders.mail.why", { name }),
    t("reminders.mail.unsubscribe"),
    unsubscribeUrl,
  ];
  return {
    to,
    subject,
    ...mailBody(paragraphs, [memorialUrl, unsubscribeUrl]),
    headers: { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
