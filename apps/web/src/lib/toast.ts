import { toast } from "react-hot-toast";
import { errorMessage } from "./api-client";

/**
 * Toasts go through react-hot-toast; its defaults already equal docs/spec.md section 9
 * (error 4 s, success 2 s, loading until replaced, at most 20).
 */
export { toast };

/** Shows a failed call as an error toast: the server's text, else `fallback`. */
export function toastError(error: unknown, fallback?: string) {
  return toast.error(errorMessage(error, fallback));
}
