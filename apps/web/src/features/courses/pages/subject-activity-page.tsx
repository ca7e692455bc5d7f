import { useState } from 'react';
import { useNavigate, useParams, useRouteLoaderData } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { activityGroupsQueryOptions } from '@portal/api';
import { ActivityTree, activityKey, EmptyState, ListSkeleton } from '@portal/ui';
import { apiClient } from '../../../shared/services';
import { assignmentActivityPath } from '../assignments/assignment-paths';
import { contentPath, subjectActivityPath } from '../course-paths';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';
import { CourseTrail } from '../components/course-trail';

/**
 * spec 2: /{subjectName}/{subjectId}/groups/{group?}/{groupName?}: the subject's groups, days and
 * activities, locks decided by the server. The first group's first day is open (spec 4), or the
 * group the URL names.
 */
export default function SubjectActivityPage() {
  const navigate = useNavigate();
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '', subjectId = '', groupName } = useParams();
  const subject = course.Subjects.find((entry) => entry.SubjectId === Number(subjectId));
  const groups = useQuery(
    activityGroupsQueryOptions(apiClient, {
      candidateSOSId: course.CandidateSOSId,
      subjectId: Number(subjectId),
    }),
  );
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const list = groups.data?.SubjectActivityGroups ?? [];
  const openGroup = list.find((group) => group.GroupName === groupName) ?? list[0];

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <CourseTrail course={course} subject={subject} />
      <h1 id="page-title" className="text-2xl font-semibold">
        {subject?.SubjectName ?? 'Subject'}
      </h1>
      {groups.isPending ? (
        <ListSkeleton kind="activityNavigation" />
      ) : list.length === 0 ? (
        <EmptyState
          avatar="norecord"
          message={
            groups.isError
              ? 'The activities could not be loaded. Please try again.'
              : 'This subject has no activities yet.'
          }
        />
      ) : (
        <ActivityTree
          key={openGroup?.GroupName}
          groups={list}
          label={`${subject?.SubjectName ?? 'Subject'} activities`}
          defaultExpandedGroups={openGroup ? [openGroup.GroupName] : []}
          defaultExpandedDays={
            openGroup?.SubjectActivityGroupDays[0]
              ? [openGroup.SubjectActivityGroupDays[0].SOSDetailId]
              : []
          }
          selectedActivityKey={selected}
          onExpandGroup={(group) => {
            if (subject)
              void navigate(
                subjectActivityPath(
                  { courseName, encryptedSosId: candidateSOSId },
                  subject,
                  group.GroupName,
                ),
                { replace: true },
              );
          }}
          onSelectActivity={(activity, day, group) => {
            setSelected(activityKey(activity));
            const root = { courseName, encryptedSosId: candidateSOSId };
            const place = { subject, groupName: group.GroupName, sosDetailId: day.SOSDetailId };
            const to = subject
              ? (contentPath(root, { ...place, subject }, activity) ??
                assignmentActivityPath(root, { ...place, subject }, activity))
              : null;
            if (to) void navigate(to);
          }}
        />
      )}
    </section>
  );
}
