import * as React from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { askTeacherMutationOptions, markSupportThreadReadMutationOptions, supportThreadsQueryOptions } from '@portal/api';
import { Skeleton, SupportThreadList, TeacherSupportForm } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, queryClient } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { comingCoursePages } from '../course-menu';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

/**
 * /teacherSupport (TeacherSupport feature, issue 14): ask the course's teachers a question about a
 * subject, and read the threads with their replies; a thread with a reply not yet opened says so,
 * and opening it marks it read. A reply also arrives as a notification.
 */
export default function TeacherSupportPage() {
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const threads = useQuery(supportThreadsQueryOptions(apiClient, course.CandidateSOSId));
  const ask = useMutation(askTeacherMutationOptions(apiClient, queryClient));
  const markRead = useMutation(markSupportThreadReadMutationOptions(apiClient, queryClient, course.CandidateSOSId));
  const [sent, setSent] = React.useState(false);
  const subjects = course.Subjects.filter((subject) => !subject.IsFLP);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 id="page-title" className="text-2xl font-semibold">
        {comingCoursePages.teacherSupport.label}
      </h1>
      <p className="text-sm text-muted-foreground">{comingCoursePages.teacherSupport.description} You are notified when a teacher replies.</p>
      <TeacherSupportForm
        subjects={subjects}
        pending={ask.isPending}
        sent={sent}
        errors={ask.isError ? { message: errorMessage(ask.error) } : {}}
        onReset={() => setSent(false)}
        onSubmit={(message) =>
          ask.mutate(
            { CandidateSOSId: course.CandidateSOSId, SubjectId: message.subjectId, Subject: message.title, Message: message.message },
            { onSuccess: () => setSent(true) },
          )
        }
      />
      {threads.isError && !threads.data ? (
        <ListLoadError what="questions" onRetry={() => void threads.refetch()} />
      ) : !threads.data ? (
        <div aria-busy="true" className="grid gap-3">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : (
        <SupportThreadList threads={threads.data.Threads} onOpenUnread={(id) => markRead.mutate(id)} />
      )}
    </div>
  );
}
