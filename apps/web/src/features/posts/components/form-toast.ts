/** One toast for the form's messages, so each new message replaces the last (toast.error(message, { id })). */
export const FORM_TOAST_ID = "post-form";
