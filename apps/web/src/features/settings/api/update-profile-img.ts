import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, errorMessage } from "../../../lib/api-client";
import { getSession, updateSession } from "../../../lib/session";
import { useLocalizeMessage, useT } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { uploadImage } from "../../../lib/upload-image";
import { ownProfileQueryOptions, type OwnProfile } from "./get-own-profile";

export function updateProfileImg(url: string) {
  return apiFetch("/update-profile-img", { body: { url } });
}

/** Uploads the chosen photo (toasts 'Uploading...', then 'Uploaded successfully' or the server's error), makes it the profile image, and shows it in the session (top bar) at once. */
export function useUploadProfileImage(username: string) {
  const queryClient = useQueryClient();
  const t = useT();
  const localize = useLocalizeMessage();
  return useMutation({
    mutationFn: async (file: File) => {
      const session = getSession();
      const url = await uploadImage(file, { token: session.access_token ?? "" });
      return updateProfileImg(url);
    },
    onMutate: () => ({ toastId: toast.loading(t("messages.uploading")) }),
    onError: (error, _file, context) => toast.error(localize(errorMessage(error, t("messages.anErrorOccurred"))), { id: context?.toastId }),
    onSuccess: ({ profile_img }, _file, context) => {
      toast.success(t("messages.uploadedSuccessfully"), { id: context.toastId });
      queryClient.setQueryData(ownProfileQueryOptions(username).queryKey, (old: OwnProfile | undefined) =>
        old ? { ...old, personal_info: { ...old.personal_info, profile_img } } : old,
      );
      updateSession({ profile_img });
    },
  });
}
