import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export type { TrustedPerson } from "@kma/core/engagement/engagement-answer-shapes";

/** POST /trusted-people (keepers only): the people trusted on this memorial (decision 024). */
export const trustedPeopleQueryOptions = (blogId: string) =>
  queryOptions({
    queryKey: ["memorial-trusted-people", blogId],
    queryFn: ({ signal }) => apiFetch("/trusted-people", { body: { blog_id: blogId }, signal }),
    select: (data) => data.people,
  });

export const useTrustedPeople = (blogId: string) => useQuery(trustedPeopleQueryOptions(blogId));

/** POST /untrust-person: that person's next items wait for approval again. */
export function useUntrustPerson(blogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personId: string) => apiFetch("/untrust-person", { body: { blog_id: blogId, _id: personId } }),
    onSuccess: (_data, personId) => {
      queryClient.setQueryData(trustedPeopleQueryOptions(blogId).queryKey, (data) => (data ? { people: data.people.filter((p) => p._id !== personId) } : data));
    },
  });
}
