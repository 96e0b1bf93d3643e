import { useCallback } from "react";
import { ErrorCode, type FileError } from "react-dropzone";
import { MESSAGES } from "@kma/core/messages";
import { useLocale, useLocalizeMessage, useT } from "../../../lib/i18n";

/**
 * Why the dropzone refused a file, in the page's language. In English: react-dropzone's own
 * sentences ('File type must be ...', 'Too many files'), except the size one: this version says
 * '9.77 MB' where docs/spec.md section 5 says 'File is larger than N bytes'. In Tamil each reason
 * comes from the catalog (the library knows English only).
 */
export function useDropzoneErrorText(): (error: FileError) => string {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizeMessage();
  return useCallback(
    (error: FileError) => {
      if (error.code === ErrorCode.FileTooLarge) return localize(MESSAGES.fileTooLarge);
      if (locale === "en") return error.message;
      if (error.code === ErrorCode.TooManyFiles) return t("posts.tooManyFiles");
      return t("posts.fileInvalidType");
    },
    [t, locale, localize],
  );
}
