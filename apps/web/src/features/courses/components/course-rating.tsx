import { useMutation, useQuery } from '@tanstack/react-query';
import { ratingQueryOptions, removeRatingMutationOptions, saveRatingMutationOptions } from '@portal/api';
import { AlertType, RatingItemType, type Course } from '@portal/domain';
import { Button, RatingStars } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient } from '../../../shared/services';

/**
 * The candidate's rating of the course (rating item type Course 1, ItemId = the course's SOSId),
 * on the course home; saving it reloads the dashboard's course cards, which show ItemRating.
 */
export function CourseRating({ course }: { course: Course }) {
  const query = { candidateSOSId: course.CandidateSOSId, itemType: RatingItemType.Course, itemId: course.SOSId };
  const rating = useQuery(ratingQueryOptions(apiClient, query));
  const save = useMutation(saveRatingMutationOptions(apiClient, queryClient));
  const remove = useMutation(removeRatingMutationOptions(apiClient, queryClient));
  const stars = rating.data?.ItemRating?.Rating ?? 0;
  const busy = rating.isPending || save.isPending || remove.isPending;
  return (
    <section aria-labelledby="course-rating-title" className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-4">
      <h2 id="course-rating-title" className="text-base font-semibold">
        Your rating of this course
      </h2>
      <RatingStars
        label="Rate this course"
        value={stars}
        // Not disabled while saving: a disabled radio would drop the keyboard focus.
        disabled={rating.isPending}
        onValueChange={(value) =>
          save.mutate(
            { CandidateSOSId: course.CandidateSOSId, ItemId: course.SOSId, ItemType: RatingItemType.Course, Rating: value },
            {
              onSuccess: () => feedback.alert(AlertType.success, 'Thank you for rating this course.'),
              onError: (error) => feedback.error(`Your rating was not saved. ${errorMessage(error)}`),
            },
          )
        }
      />
      {stars > 0 ? (
        <Button
          variant="link"
          size="sm"
          disabled={busy}
          onClick={() => remove.mutate(query, { onError: (error) => feedback.error(`Your rating was not removed. ${errorMessage(error)}`) })}
        >
          Remove rating
        </Button>
      ) : null}
    </section>
  );
}
