import { queryOptions, useQuery } from "@tanstack/react-query";
import { PLACES, type Place } from "@kma/core/enums";
import { apiFetch } from "../../../lib/api-client";

/** POST /search-posts-count {places}: every PLACE chip's count in one call. */
export async function getPlaceCounts(signal?: AbortSignal) {
  return (await apiFetch<{ counts: Partial<Record<Place, number>> }>("/search-posts-count", { body: { places: PLACES }, signal })).counts;
}

export const placeCountsQueryOptions = () =>
  queryOptions({
    queryKey: ["home", "place-counts"],
    queryFn: ({ signal }) => getPlaceCounts(signal),
  });

export const usePlaceCounts = (enabled = true) => useQuery({ ...placeCountsQueryOptions(), enabled });
