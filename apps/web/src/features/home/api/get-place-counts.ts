import { queryOptions, useQuery } from "@tanstack/react-query";
import { PLACES } from "@kma/core/enums";
import { apiFetch } from "../../../lib/api-client";

/** POST /search-posts-count {places}: every PLACE chip's count in one call. */
export async function getPlaceCounts(signal?: AbortSignal) {
  const answer = await apiFetch("/search-posts-count", { body: { places: PLACES }, signal });
  // Asked with places, the call answers a count per place (its other answer is a total).
  return "counts" in answer ? answer.counts : {};
}

export const placeCountsQueryOptions = () =>
  queryOptions({
    queryKey: ["home", "place-counts"],
    queryFn: ({ signal }) => getPlaceCounts(signal),
  });

export const usePlaceCounts = (enabled = true) => useQuery({ ...placeCountsQueryOptions(), enabled });
