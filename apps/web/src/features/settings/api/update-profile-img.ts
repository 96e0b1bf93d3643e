import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MESSAGES } from "@kma/core/messages";
import { apiFetch, errorMessage } from "../../../lib/api-client";
import { getSession, updateSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { uploadImage } from "../../../lib/upload-image";
import { ownProfileQueryOptions, type OwnProfile } from "./get-own-profile";

export function updateProfileImg(url: string) {
  return apiFetch<{ profile_img: string }>("/update-profile-img", { body: { url } });
}

/** Uploads the chosen photo (toasts 'Uploading...', then 'Uploaded successfully' or the server's error), makes it the profile image, and shows it in the session (top bar) at once. */
export function useUploadProfileImage(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const session = getSession();
      const url = await uploadImage(file, { token: session.access_token ?? "" });
      return updateProfileImg(url);
    },
    onMutate: () => ({ toastId: toast.loading(MESSAGES.uploading) }),
    onError: (error, _file, context) => toast.error(errorMessage(error), { id: context?.toastId }),
    onSuccess: ({ profile_img }, _file, context) => {
      toast.success(MESSAGES.uploadedSuccessfully, { id: context.toastId });
      queryClient.setQueryData(ownProfileQueryOptions(username).queryKey, (old: OwnProfile | undefined) =>
        old ? { ...old, personal_info: { ...old.personal_info, profile_img } } : old,
      );
      updateSession({ profile_img });
    },
  });
}
