import { useState } from 'react';
import { Link, useNavigate, useParams, useRouteLoaderData } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { courseSubjectsQueryOptions, resumePointsQueryOptions } from '@portal/api';
import { ActivityType, visibleSubjects } from '@portal/domain';
import { Button, EmptyState, ListSkeleton, SubjectCard } from '@portal/ui';
import { apiClient } from '../../../shared/services';
import { CourseRating } from '../components/course-rating';
import { contentPath, subjectActivityPath } from '../course-paths';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

/** spec 2: /subjects. Non-FLP subjects show by default, FLP subjects only on request (spec 4). */
export default function SubjectsPage() {
  const navigate = useNavigate();
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const [showFLP, setShowFLP] = useState(false);
  const subjects = useQuery(courseSubjectsQueryOptions(apiClient, course.CandidateSOSId));
  const all = subjects.data?.Subjects ?? [];
  const shown = visibleSubjects(all, showFLP);
  const hasFLP = all.some((subject) => subject.IsFLP);
  const root = { courseName, encryptedSosId: candidateSOSId };
  // Beyond the spec: "Continue" opens where the candidate left off (a video at its second).
  const resume = useQuery(resumePointsQueryOptions(apiClient)).data?.ResumePoints.find((point) => point.CandidateSOSId === course.CandidateSOSId);
  const resumePath = resume
    ? contentPath(root, { subject: { SubjectName: resume.SubjectName, SubjectId: resume.SubjectId }, groupName: resume.GroupName, sosDetailId: resume.SOSDetailId }, { ActivityType: resume.ActivityType, ContentId: resume.ContentId, SOSDetailContentId: resume.SOSDetailContentId })
    : null;
  const atSecond = resume && resume.ActivityType === ActivityType.video && resume.PositionSeconds > 0 ? resume.PositionSeconds : 0;

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="page-title" className="text-2xl font-semibold">
          {showFLP ? 'Full-length practice' : 'Subjects'}
        </h1>
        {hasFLP ? (
          <Button variant="outline" aria-pressed={showFLP} onClick={() => setShowFLP((value) => !value)}>
            {showFLP ? 'Show subjects' : 'Show full-length practice'}
          </Button>
        ) : null}
      </div>
      {resume && resumePath ? (
        <p className="rounded-lg border border-border bg-card p-4">
          <Link to={atSecond > 0 ? `${resumePath}?t=${atSecond}` : resumePath} className="font-medium text-primary underline-offset-4 hover:underline">
            Continue: {resume.Title}
            {atSecond > 0 ? `, ${Math.floor(atSecond / 60)}:${String(atSecond % 60).padStart(2, '0')}` : ''}
          </Link>
          <span className="ml-2 text-sm text-muted-foreground">
            {resume.SubjectName} · {resume.GroupName}
          </span>
        </p>
      ) : null}
      {subjects.isPending ? (
        <ListSkeleton kind="contentList" />
      ) : shown.length === 0 ? (
        <EmptyState avatar="norecord" message={subjects.isError ? 'The subjects could not be loaded. Please try again.' : 'No subjects here yet.'} />
      ) : (
        <ul aria-label="Subjects" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((subject) => (
            <li key={subject.SubjectId} className="flex">
              <SubjectCard
                subjectName={subject.SubjectName}
                isFLP={subject.IsFLP}
                completion={subject.Progress}
                onClick={() => void navigate(subjectActivityPath({ courseName, encryptedSosId: candidateSOSId }, subject))}
              />
            </li>
          ))}
        </ul>
      )}
      <CourseRating course={course} />
    </section>
  );
}
