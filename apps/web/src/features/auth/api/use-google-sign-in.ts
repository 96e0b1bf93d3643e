import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useT } from "../../../lib/i18n";
import { saveSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { configQueryOptions } from "./get-config";
import { googleAuth, loadGoogleIdentity } from "./google-auth";

/**
 * The 'Sign in/up with Google' flow: ask the server whether Google is configured, load
 * Google's script, show its prompt and trade the ID token for a session. When Google
 * will not show its prompt (the user dismissed it recently, or blocks it), Google's own
 * button is drawn into `fallbackRef` so the user can still continue.
 */
export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  const t = useT();
  const [pending, setPending] = useState(false);
  const [fallbackShown, setFallbackShown] = useState(false);
  const fallbackRef = useRef<HTMLDivElement>(null);

  const exchange = useCallback(
    async (credential: string | undefined) => {
      if (!credential) {
        toast.error(t("messages.googleTrouble"));
        return;
      }
      setPending(true);
      try {
        saveSession(await googleAuth(credential));
      } catch {
        toast.error(t("messages.googleTrouble"));
      } finally {
        setPending(false);
      }
    },
    [t],
  );

  const start = useCallback(async () => {
    setPending(true);
    try {
      const { google_client_id: clientId } = await queryClient.fetchQuery(configQueryOptions);
      if (!clientId) {
        toast.error(t("messages.googleNotConfigured"));
        return;
      }
      const google = await loadGoogleIdentity();
      google.initialize({ client_id: clientId, callback: (response) => void exchange(response.credential), ux_mode: "popup", cancel_on_tap_outside: true });
      google.prompt((moment) => {
        const container = fallbackRef.current;
        if (!container || !(moment.isNotDisplayed?.() || moment.isSkippedMoment?.())) return;
        google.renderButton(container, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: "continue_with",
          shape: "rectangular",
          width: Math.min(container.clientWidth || 320, 400),
        });
        setFallbackShown(true);
      });
    } catch {
      toast.error(t("messages.googleTrouble"));
    } finally {
      setPending(false);
    }
  }, [queryClient, exchange, t]);

  return { start, pending, fallbackRef, fallbackShown };
}
