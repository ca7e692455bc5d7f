import { useMutation, useQuery } from '@tanstack/react-query';
import { ratingQueryOptions, saveRatingMutationOptions } from '@portal/api';
import { AlertType, type RatingItemType } from '@portal/domain';
import { RatingStars } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient } from '../../../shared/services';

/**
 * The candidate's stars for a live class (rating item type Meeting 7, ItemId = MeetingTopicId) or a
 * webinar (Webinar 8, ItemId = WebinarId), through the ratings module; the server checks the item is
 * the enrolment's and rateable (a subscribed class, a webinar that has started).
 */
export function ItemRatingStars({ candidateSOSId, itemType, itemId, label }: { candidateSOSId: number; itemType: RatingItemType; itemId: number; label: string }) {
  const query = { candidateSOSId, itemType, itemId };
  const rating = useQuery(ratingQueryOptions(apiClient, query));
  const save = useMutation(saveRatingMutationOptions(apiClient, queryClient));
  return (
    <RatingStars
      label={label}
      value={rating.data?.ItemRating?.Rating ?? 0}
      disabled={rating.isPending}
      onValueChange={(value) =>
        save.mutate(
          { CandidateSOSId: candidateSOSId, ItemId: itemId, ItemType: itemType, Rating: value },
          {
            onSuccess: () => feedback.alert(AlertType.success, 'Thank you for your rating.'),
            onError: (error) => feedback.error(`Your rating was not saved. ${errorMessage(error)}`),
          },
        )
      }
    />
  );
}
