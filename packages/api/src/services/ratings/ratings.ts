import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { RatingItemType, RatingsApiRoutes, type ItemRating, type RatingQuery, type RatingResponse, type SaveRatingRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { courseKeys } from '../courses/course-keys';
import { dashboardKeys } from '../dashboard/dashboard-keys';
import { ratingsKeys } from './ratings-keys';

/** spec 7: POST SaveRating (Course 1: ItemId = SOSId; Content 2: ItemId = ContentId). */
export function saveRating(client: ApiClient, request: SaveRatingRequest): Promise<ItemRating> {
  return client.call<ItemRating>(RatingsApiRoutes.saveRating, { body: request });
}

/** spec 7: DELETE RemoveRating. */
export function removeRating(client: ApiClient, query: RatingQuery): Promise<unknown> {
  return client.call<unknown>(RatingsApiRoutes.removeRating, { query: { ...query } });
}

/** spec 7: GET (rating): the caller's rating of an item, or null. */
export function getRating(client: ApiClient, query: RatingQuery, signal?: AbortSignal): Promise<RatingResponse> {
  return client.call<RatingResponse>(RatingsApiRoutes.getRating, { query: { ...query }, signal });
}

export const ratingQueryOptions = (client: ApiClient, query: RatingQuery) =>
  queryOptions({
    queryKey: ratingsKeys.rating(query.candidateSOSId, query.itemType, query.itemId),
    queryFn: ({ signal }) => getRating(client, query, signal),
  });

/** A rating shows on the item: the course card (dashboard courses) or the content (its cached answer). */
function afterRatingChange(queryClient: QueryClient, query: RatingQuery, rating: ItemRating | null): Promise<void> {
  queryClient.setQueryData<RatingResponse>(ratingsKeys.rating(query.candidateSOSId, query.itemType, query.itemId), { ItemRating: rating });
  if (query.itemType === RatingItemType.Course) return queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  // The content on screen is not fetched again (a playing video would restart on a new signed URL):
  // its cached answer is only marked stale, for the next time it is opened.
  return queryClient.invalidateQueries({ queryKey: courseKeys.course(query.candidateSOSId), refetchType: 'none' });
}

export const saveRatingMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ratingsKeys.saveRating(),
    mutationFn: (request: SaveRatingRequest) => saveRating(client, request),
    onSuccess: (rating, request) =>
      afterRatingChange(queryClient, { candidateSOSId: request.CandidateSOSId, itemType: request.ItemType, itemId: request.ItemId }, rating),
  });

export const removeRatingMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ratingsKeys.removeRating(),
    mutationFn: (query: RatingQuery) => removeRating(client, query),
    onSuccess: (_result, query) => afterRatingChange(queryClient, query, null),
  });
