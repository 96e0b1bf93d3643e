import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export type TrustedPerson = { _id: string; personal_info: { username: string; fullname: string; profile_img: string }; trusted_at: string };

/** POST /trusted-people (keepers only): the people trusted on this memorial (decision 024). */
export const trustedPeopleQueryOptions = (blogId: string) =>
  queryOptions({
    queryKey: ["memorial-trusted-people", blogId],
    queryFn: ({ signal }) => apiFetch<{ people: TrustedPerson[] }>("/trusted-people", { body: { blog_id: blogId }, signal }),
    select: (data) => data.people,
  });

export const useTrustedPeople = (blogId: string) => useQuery(trustedPeopleQueryOptions(blogId));

/** POST /untrust-person: that person's next items wait for approval again. */
export function useUntrustPerson(blogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personId: string) => apiFetch<{ status: "done" }>("/untrust-person", { body: { blog_id: blogId, _id: personId } }),
    onSuccess: (_data, personId) => {
      queryClient.setQueryData(trustedPeopleQueryOptions(blogId).queryKey, (data) => (data ? { people: data.people.filter((p) => p._id !== personId) } : data));
    },
  });
}
