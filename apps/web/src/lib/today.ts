import { queryOptions, useQuery } from "@tanstack/react-query";
import { localToday, type IsoDay } from "@kma/core/posts/remembrance-dates";

/**
 * Today's date ('YYYY-MM-DD') for whatever a screen counts from it (a memorial's remembrance
 * dates). It lives in the query cache so that a server-rendered page carries the server's
 * today to the browser in its page state and hydrates with the very same dates; once the page
 * is alive, the query is stale at once and is read again from the browser's own clock (a
 * visitor in another time zone past midnight sees their today, after hydration, not during it).
 */
export const todayQueryOptions = () =>
  queryOptions({
    queryKey: ["today"],
    queryFn: () => localToday(),
    initialData: () => localToday(),
    staleTime: 0,
  });

export function useToday(): IsoDay {
  return useQuery(todayQueryOptions()).data;
}
