import { useRouteLoaderData } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { feedbackQueryOptions, saveFeedbackMutationOptions } from '@portal/api';
import { AlertType } from '@portal/domain';
import { FeedbackForm, Skeleton } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback as alerts, queryClient } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { comingCoursePages } from '../course-menu';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

/**
 * spec 2: /feedback: the course's questions rated 1-5 for one subject at a time, with a comment;
 * a subject already given feedback this month shows as submitted (IsSaved). Saving clears the
 * course's cached feedback, so the list is asked again (spec 4).
 */
export default function FeedbackPage() {
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const feedback = useQuery(feedbackQueryOptions(apiClient, course.CandidateSOSId));
  const save = useMutation(saveFeedbackMutationOptions(apiClient, queryClient));

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        {comingCoursePages.feedback.label}
      </h1>
      <p className="text-sm text-muted-foreground">
        {comingCoursePages.feedback.description} You can give feedback on each subject once a month.
      </p>
      {feedback.isError && !feedback.data ? (
        <ListLoadError what="feedback questions" onRetry={() => void feedback.refetch()} />
      ) : !feedback.data ? (
        <div aria-busy="true" className="grid gap-3">
          <Skeleton className="h-10 w-56" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <FeedbackForm
          feedback={feedback.data}
          pending={save.isPending}
          errorMessage={save.isError ? errorMessage(save.error) : undefined}
          onSubmit={(answers) => {
            const subject = feedback.data.SubjectList.find((entry) => entry.SubjectId === answers[0]?.SubjectId);
            save.mutate(
              answers.map((answer) => ({ ...answer, CandidateSOSId: course.CandidateSOSId })),
              { onSuccess: () => alerts.alert(AlertType.success, `Thank you. Your feedback on ${subject?.SubjectName ?? 'the subject'} has been saved.`) },
            );
          }}
        />
      )}
    </div>
  );
}
