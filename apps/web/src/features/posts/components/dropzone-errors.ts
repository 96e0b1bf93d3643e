import { ErrorCode, type FileError } from "react-dropzone";
import { MESSAGES } from "@kma/core/messages";

/**
 * react-dropzone's own sentences ('File type must be ...', 'Too many files'), except the size
 * one: this version says '9.77 MB' where SPEC.md section 5 says 'File is larger than N bytes'.
 */
export function dropzoneErrorText(error: FileError): string {
  return error.code === ErrorCode.FileTooLarge ? MESSAGES.fileTooLarge : error.message;
}
