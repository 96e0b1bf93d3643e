import type { Locale } from "@kma/core/i18n/locales";
import { env } from "../../../config/env";

export type NoticeFormat = "pdf" | "jpg";

/** The API path of a memorial's notice in a language (docs/api.md "Additions"). */
export const noticePath = (blogId: string, format: NoticeFormat, locale: Locale) => `/posts/${encodeURIComponent(blogId)}/notice.${format}?lang=${locale}`;

/** Its full address, for a plain download link. */
export const noticeUrl = (blogId: string, format: NoticeFormat, locale: Locale) => `${env.apiBase}${noticePath(blogId, format, locale)}`;

/** The file name the download is saved under (the server names it the same way). */
export const noticeFileName = (blogId: string, format: NoticeFormat, locale: Locale) => `${blogId}-notice${locale === "en" ? "" : `-${locale}`}.${format}`;
