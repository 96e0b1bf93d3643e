import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileInput } from "@kma/core/users/user-schemas";
import { apiFetch, errorMessage } from "../../../lib/api-client";
import { updateSession } from "../../../lib/session";
import { useLocalizeMessage, useT } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { ownProfileQueryOptions, type OwnProfile } from "./get-own-profile";

export function updateProfile(input: UpdateProfileInput) {
  return apiFetch("/update-profile", { body: input });
}

/**
 * Saves the profile. The session takes the (possibly new) username at once, so the top bar's
 * profile link follows without a reload, and the form's query moves to the new name with the
 * saved values.
 */
export function useUpdateProfile(profile: OwnProfile) {
  const queryClient = useQueryClient();
  const t = useT();
  const localize = useLocalizeMessage();
  return useMutation({
    mutationFn: updateProfile,
    // The toasts live here, not in the form: they must settle even if the user has moved on.
    onMutate: () => ({ toastId: toast.loading(t("messages.updating")) }),
    onError: (error, _input, context) => toast.error(localize(errorMessage(error, t("messages.anErrorOccurred"))), { id: context?.toastId }),
    onSuccess: ({ username }, input, context) => {
      toast.success(t("messages.profileUpdated"), { id: context.toastId });
      const saved: OwnProfile = {
        ...profile,
        personal_info: { ...profile.personal_info, username, mobilenumber: input.mobilenumber, residence: input.residence, bio: input.bio },
        social_links: { ...profile.social_links, ...input.social_links },
      };
      queryClient.setQueryData(ownProfileQueryOptions(username).queryKey, saved);
      if (username !== profile.personal_info.username) queryClient.removeQueries({ queryKey: ownProfileQueryOptions(profile.personal_info.username).queryKey });
      // The public profile and its lists show the new values next time they load.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "own-profile" && query.queryKey[0] !== "new-notification" });
      updateSession({ username });
    },
  });
}
