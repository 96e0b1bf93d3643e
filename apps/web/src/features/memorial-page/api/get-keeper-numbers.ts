import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { MemorialPost } from "./types";

type FamilyFields = Pick<
  MemorialPost,
  "survivingmembers" | "contactname" | "contactrelationship" | "contactcontactnumber" | "contactnumberrevealable" | "contactnumberisamember"
>;

/**
 * The family's numbers for a keeper (decision 020). The page's post may be the anonymous answer
 * (server-rendered and hydrated, without numbers); a keeper reads them once more through
 * get-post's edit mode, which counts no read. Keyed by the reader, so another session never
 * sees them.
 */
export function useKeeperNumbers(postId: string, username: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ["memorial-post-numbers", postId, username],
    queryFn: async ({ signal }): Promise<FamilyFields> => {
      const { blog } = await apiFetch("/get-post", { body: { post_id: postId, mode: "edit" }, signal });
      const { survivingmembers, contactname, contactrelationship, contactcontactnumber, contactnumberrevealable, contactnumberisamember } = blog;
      return { survivingmembers, contactname, contactrelationship, contactcontactnumber, contactnumberrevealable, contactnumberisamember };
    },
    enabled: enabled && username !== null,
    retry: false,
  });
}
