import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useRouteLoaderData, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { contentReadingQueryOptions, contentVideoQueryOptions, courseKeys, markContentAsCompletedMutationOptions, saveResumePoint } from '@portal/api';
import { ApplicationMessageId, ContentSource, ContentType, type Content } from '@portal/domain';
import { Button, EmptyState, InlineAlert, ListSkeleton, ReadingView, VideoFrame } from '@portal/ui';
import { useMessageText } from '../../../shared/messages/messages-store';
import { apiClient, queryClient } from '../../../shared/services';
import { ContentNotes } from '../components/content-notes';
import { ContentStudyActions } from '../components/content-study-actions';
import { subjectActivityPath } from '../course-paths';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

/**
 * spec 2: the reading and video routes: .../{sosDetailId}/{video|reading}/{contentId}/{sosDetailContentId}.
 * The server decides the lock and the package feature (403) and ownership (404); the page shows
 * what it answers. Reading HTML is sanitised again here before it is rendered.
 */
function ContentPage({ kind }: { kind: 'video' | 'reading' }) {
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '', subjectId = '', groupName = '', contentId = '', sosDetailContentId = '', candidateNoteId } = useParams();
  const query = { candidateSOSId: course.CandidateSOSId, contentId: Number(contentId), sosDetailContentId: Number(sosDetailContentId) };
  // One shape for both (only the key's 'video' / 'reading' differs).
  const options = kind === 'video' ? contentVideoQueryOptions(apiClient, query) : (contentReadingQueryOptions(apiClient, query) as unknown as ReturnType<typeof contentVideoQueryOptions>);
  const content = useQuery(options);
  // The server made this content the course's resume point when it answered: "Continue" follows.
  useEffect(() => {
    if (content.isSuccess) void queryClient.invalidateQueries({ queryKey: courseKeys.resumePoints() });
  }, [content.isSuccess]);
  const complete = useMutation(markContentAsCompletedMutationOptions(apiClient, queryClient));
  const [completed, setCompleted] = useState(false);
  const [playError, setPlayError] = useState(false);
  const playErrorText = useMessageText(ApplicationMessageId.videoPlayError);
  const subject = course.Subjects.find((entry) => entry.SubjectId === Number(subjectId));
  // Resume (beyond the spec): ?t= opens the video at that second; the second reached is saved
  // every 10 s of playback and on pause (one row per course on the server).
  const [search] = useSearchParams();
  const startAt = Number(search.get('t') ?? 0);
  const lastSaved = useRef(startAt);
  // Where the video is, for a note taken on it (an embedded player does not tell: null).
  const playedSecond = useRef(startAt);
  const savePosition = (seconds: number) => {
    lastSaved.current = seconds;
    void saveResumePoint(apiClient, { CandidateSOSId: course.CandidateSOSId, SOSDetailContentId: Number(sosDetailContentId), PositionSeconds: Math.floor(seconds) }).catch(
      (error: unknown) => console.warn('[resume] position not saved', error),
    );
  };
  const playedTo = (event: React.SyntheticEvent) => (event.target as HTMLVideoElement).currentTime;
  const back = subject ? subjectActivityPath({ courseName, encryptedSosId: candidateSOSId }, subject, groupName) : undefined;

  const markCompleted = () =>
    complete.mutate({ CandidateSOSId: course.CandidateSOSId, SOSDetailContentId: Number(sosDetailContentId) }, { onSuccess: () => setCompleted(true) });

  if (content.isPending) return <ListSkeleton kind="contentList" />;
  if (content.isError || !content.data) {
    return <EmptyState avatar="locked" message="This activity cannot be opened: it may be locked until you complete the previous day." />;
  }
  const item: Content = content.data;
  const isCompleted = completed || item.IsContentCompleted;
  const studyActions = (
    <ContentStudyActions
      course={course}
      content={item}
      currentVideoSecond={() => (item.ContentSource === ContentSource.LMS ? Math.floor(playedSecond.current) : null)}
    />
  );
  const notes = <ContentNotes course={course} content={item} activeNoteId={candidateNoteId === undefined ? undefined : Number(candidateNoteId)} />;

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      {back ? (
        <Link to={back} className="text-sm text-primary underline-offset-4 hover:underline">
          Back to {subject?.SubjectName}
        </Link>
      ) : null}
      {item.ContentType === ContentType.video ? (
        <>
          <h1 id="page-title" className="text-2xl font-semibold">
            {item.Title}
          </h1>
          {item.Url ? (
            <VideoFrame
              source={item.ContentSource}
              src={startAt > 0 && item.ContentSource === ContentSource.LMS ? `${item.Url}#t=${startAt}` : item.Url}
              title={item.Title}
              onError={() => setPlayError(true)}
              // Media events do not bubble: the capture phase reaches the frame from its <video>.
              onTimeUpdateCapture={(event) => {
                const seconds = playedTo(event);
                playedSecond.current = seconds;
                if (Math.abs(seconds - lastSaved.current) >= 10) savePosition(seconds);
              }}
              onPauseCapture={(event) => savePosition(playedTo(event))}
            />
          ) : null}
          {playError ? <InlineAlert variant="danger" title={playErrorText} /> : null}
          {studyActions}
          {item.Description ? <p className="text-muted-foreground">{item.Description}</p> : null}
          {isCompleted ? (
            <p role="status" className="font-medium text-success">
              Completed
            </p>
          ) : (
            <Button onClick={markCompleted} disabled={complete.isPending} className="self-start">
              Mark as completed
            </Button>
          )}
          {notes}
        </>
      ) : (
        <>
          <h1 id="page-title" className="sr-only">
            {item.Title}
          </h1>
          {studyActions}
          <ReadingView
            title={item.Title}
            subtitle={subject?.SubjectName}
            html={DOMPurify.sanitize(item.Body ?? '')}
            isCompleted={isCompleted}
            onMarkCompleted={markCompleted}
          />
          {notes}
        </>
      )}
    </section>
  );
}

export function VideoPage() {
  return <ContentPage kind="video" />;
}

export function ReadingPage() {
  return <ContentPage kind="reading" />;
}
