import { longLifeDate, longServiceDate } from "@kma/core/i18n/date-words";
import type { Locale } from "@kma/core/i18n/locales";
import { optionLabelKey } from "@kma/core/i18n/option-labels";
import { translate } from "@kma/core/i18n/translate";
import { calendarPlaceName, type KeptThithi, type ThithiKeeping } from "@kma/core/posts/tamil-calendar/kept-thithi";
import { tamilMonthName, thithiName } from "@kma/core/posts/tamil-calendar/names";
import type { Post } from "../db/schema";
import { fullName, SITE_NAME, tamilFullName } from "./share-page-presenter";

/**
 * A memorial -> what its printable notice and notice image show, in the reader's language
 * (catalog area `notice`). Names, places, addresses and relationships stay as the family wrote
 * them. Family members' phone numbers never appear: they are private (only their owner sees them).
 */

export type NoticePost = Pick<
  Post,
  | "blogId"
  | "title"
  | "firstname"
  | "lastname"
  | "tamilfirstname"
  | "tamillastname"
  | "age"
  | "birthdate"
  | "birthmonth"
  | "birthyear"
  | "birthcity"
  | "birthcountry"
  | "deathdate"
  | "deathmonth"
  | "deathyear"
  | "deathcity"
  | "deathcountry"
  | "funeralservicedate"
  | "funeralservicestarttime"
  | "funeralserviceendtime"
  | "funeraladdress"
  | "events"
  | "survivingmembers"
  | "predeceasedmembers"
>;

export type NoticeLifeDate = { label: string; date: string; place: string };
export type NoticeService = { title: string; date: string; time: string; address: string };

export type Notice = {
  locale: Locale;
  /** The category as the reader's language names it ("Obituary", மரண அறிவித்தல்). */
  heading: string;
  name: string;
  /** The name in Tamil script, "" when there is none. */
  tamilName: string;
  /** "Aged 76", or "". */
  aged: string;
  life: NoticeLifeDate[];
  services: NoticeService[];
  survivors: string[];
  predeceased: string[];
  /** The memorial page the QR code opens. */
  url: string;
  siteName: string;
  siteHost: string;
  text: {
    inLovingMemory: string;
    services: string;
    family: string;
    survivedBy: string;
    predeceasedBy: string;
    closing: string;
    scan: string;
    scanShort: string;
    documentTitle: string;
  };
};

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
const place = (...parts: string[]) => parts.map(squash).filter(Boolean).join(", ");
const timeRange = (start: string, end: string) => [start, end].map(squash).filter(Boolean).join(" – ");
const labelOf = (value: string, locale: Locale) => {
  const key = optionLabelKey(squash(value));
  return key ? translate(locale, key) : squash(value);
};
const member = (name: string, relationship: string) => (squash(relationship) ? `${squash(name)} (${squash(relationship)})` : squash(name));

/** The memorial page's address, as the share previews name it. */
export const memorialUrl = (publicUrl: string, blogId: string) => `${publicUrl}/post/${encodeURIComponent(blogId)}`;

/** The next yearly thithi day the family keeps, for a remembrance notice (decision 035). */
export type NoticeThithi = { keeping: ThithiKeeping; next: KeptThithi };

/**
 * The yearly thithi as a service of the notice: its Gregorian date, its Tamil date (month, day,
 * thithi; on an English notice in Tamil too, as the priest's almanac writes it) and the place
 * whose sunrise and sunset chose the day, or that the family set it.
 */
function thithiService({ keeping, next }: NoticeThithi, locale: Locale): NoticeService {
  const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(locale, key, values);
  const tamilDate = (l: Locale) =>
    translate(l, "remembrance.thithiDay", { month: tamilMonthName(next.tamilMonth, l), day: next.tamilDay, thithi: thithiName(next.thithi.number, l) });
  const [year, month, day] = next.date.split("-");
  return {
    title: t("notice.yearlyThithi"),
    date: longServiceDate(`${day}/${month}/${year}`, locale) ?? next.date,
    time: locale === "ta" ? tamilDate("ta") : `${tamilDate("en")} (${tamilDate("ta")})`,
    address: next.overridden ? t("remembrance.thithiSetByFamily") : t("remembrance.thithiPlace", { place: calendarPlaceName(keeping.ceremony, locale) }),
  };
}

/** `thithi`: the next yearly thithi day, given for a remembrance notice of a family who keeps it; listed first, as the day the notice is for. */
export function presentNotice(post: NoticePost, locale: Locale, publicUrl: string, thithi: NoticeThithi | null = null): Notice {
  const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(locale, key, values);
  const service = (title: string, date: string, start: string, end: string, address: string): NoticeService | null => {
    const time = timeRange(start, end);
    if (!squash(date) && !time && !squash(address)) return null;
    return { title, date: squash(date) ? (longServiceDate(date, locale) ?? squash(date)) : t("notice.dateToFollow"), time, address: squash(address) };
  };
  const life: NoticeLifeDate[] = [
    { label: t("notice.born"), date: longLifeDate(post.birthdate, post.birthmonth, post.birthyear, locale), place: place(post.birthcity, post.birthcountry) },
    {
      label: t("notice.passedAway"),
      date: longLifeDate(post.deathdate, post.deathmonth, post.deathyear, locale),
      place: place(post.deathcity, post.deathcountry),
    },
  ].filter((line) => line.date || line.place);
  const funeral = service(t("notice.funeralService"), post.funeralservicedate, post.funeralservicestarttime, post.funeralserviceendtime, post.funeraladdress);
  const events = post.events.map((event) =>
    service(labelOf(event.eventname, locale) || t("notice.funeralService"), event.eventdate, event.eventstarttime, event.eventendtime, event.eventaddress),
  );
  const name = fullName(post);
  return {
    locale,
    heading: labelOf(post.title, locale) || t("notice.inLovingMemory"),
    name,
    tamilName: tamilFullName(post),
    aged: post.age !== null && post.age >= 0 ? t("notice.aged", { age: post.age }) : "",
    life,
    services: [thithi ? thithiService(thithi, locale) : null, funeral, ...events].filter((s): s is NoticeService => s !== null),
    survivors: post.survivingmembers.filter((m) => squash(m.survivingmembername)).map((m) => member(m.survivingmembername, m.survivingmemberrelationship)),
    predeceased: post.predeceasedmembers
      .filter((m) => squash(m.predeceasedmembername))
      .map((m) => member(m.predeceasedmembername, m.predeceasedmemberrelationship)),
    url: memorialUrl(publicUrl, post.blogId),
    siteName: SITE_NAME,
    siteHost: new URL(publicUrl).host,
    text: {
      inLovingMemory: t("notice.inLovingMemory"),
      services: t("notice.services"),
      family: t("notice.family"),
      survivedBy: t("notice.survivedBy"),
      predeceasedBy: t("notice.predeceasedBy"),
      closing: t("notice.closing"),
      scan: t("notice.scan"),
      scanShort: t("notice.scanShort"),
      documentTitle: t("notice.pdfTitle", { name }),
    },
  };
}
