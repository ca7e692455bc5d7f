import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams, useRouteLoaderData, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ApiError,
  contentReadingQueryOptions,
  contentVideoQueryOptions,
  courseKeys,
  markContentAsCompletedMutationOptions,
  saveResumePoint,
} from '@portal/api';
import {
  ApplicationMessageId,
  ContentSource,
  ContentType,
  shouldSavePlaybackPosition,
  type Content,
} from '@portal/domain';
import { Button, EmptyState, InlineAlert, ListSkeleton, ReadingView, VideoFrame } from '@portal/ui';
import { useSanitizer } from '../../../shared/html/sanitizer';
import { useMessageText } from '../../../shared/messages/messages-store';
import { apiClient, queryClient } from '../../../shared/services';
import { ContentNotes } from '../components/content-notes';
import { ContentStudyActions } from '../components/content-study-actions';
import { CourseTrail } from '../components/course-trail';
import { accessDeniedPath, subjectActivityPath } from '../course-paths';
import { markFirstMatch } from '../search/mark-first-match';
import { readCoursePreferences } from '../course-preferences';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';
import { useOnline } from '../../../platform/use-online';

/**
 * spec 2: the reading and video routes: .../{sosDetailId}/{video|reading}/{contentId}/{sosDetailContentId}.
 * The server decides the lock and the package feature (403) and ownership (404); the page shows
 * what it answers. Reading HTML is sanitised again here before it is rendered.
 */
function ContentPage({ kind }: { kind: 'video' | 'reading' }) {
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const {
    courseName = '',
    candidateSOSId = '',
    subjectId = '',
    groupName = '',
    contentId = '',
    sosDetailContentId = '',
    candidateNoteId,
  } = useParams();
  const query = {
    candidateSOSId: course.CandidateSOSId,
    contentId: Number(contentId),
    sosDetailContentId: Number(sosDetailContentId),
  };
  // One shape for both (only the key's 'video' / 'reading' differs).
  const options =
    kind === 'video'
      ? contentVideoQueryOptions(apiClient, query)
      : (contentReadingQueryOptions(apiClient, query) as unknown as ReturnType<
          typeof contentVideoQueryOptions
        >);
  const content = useQuery(options);
  // An external video needs the network: offline, its frame says so instead of staying blank.
  const online = useOnline();
  // A reading's HTML is sanitised (DOMPurify, loaded for readings only) before it renders.
  const { sanitize, failed: sanitizerFailed } = useSanitizer(kind === 'reading');
  // The server made this content the course's resume point when it answered: "Continue" follows.
  useEffect(() => {
    if (content.isSuccess)
      void queryClient.invalidateQueries({ queryKey: courseKeys.resumePoints() });
  }, [content.isSuccess]);
  const complete = useMutation(markContentAsCompletedMutationOptions(apiClient, queryClient));
  const [completed, setCompleted] = useState(false);
  const [playError, setPlayError] = useState(false);
  const playErrorText = useMessageText(ApplicationMessageId.videoPlayError);
  const subject = course.Subjects.find((entry) => entry.SubjectId === Number(subjectId));
  // Resume (beyond the spec): ?t= opens the video at that second; the second reached is saved every
  // few seconds of playback (shouldSavePlaybackPosition), on pause, and on leaving the page or the
  // tab (one row per course on the server, upserted).
  const [search] = useSearchParams();
  const startAt = Number(search.get('t') ?? 0);
  // Opened from search (?find=): the reading's first matching word is marked and scrolled to.
  const find = search.get('find');
  const readingRef = useRef<HTMLElement>(null);
  const readingBody = kind === 'reading' ? content.data?.Body : undefined;
  // The reading draws once its body and the sanitiser (loaded on demand) are both in: the mark
  // waits for both (with the body alone it could run while the skeleton showed, and never be placed).
  useEffect(() => {
    const view = readingRef.current;
    if (!find || !view || readingBody === undefined || !sanitize) return;
    markFirstMatch(view, find)?.scrollIntoView({ block: 'center' });
  }, [find, readingBody, sanitize]);
  const lastSaved = useRef(startAt);
  const candidateSosId = course.CandidateSOSId;
  const contentItemId = Number(sosDetailContentId);
  // Where the video is: saved on leaving, and the second a note on it is taken at (null: not played).
  const playedTo = useRef<number | null>(null);
  const savePosition = (seconds: number) => {
    lastSaved.current = seconds;
    return saveResumePoint(apiClient, {
      CandidateSOSId: candidateSosId,
      SOSDetailContentId: contentItemId,
      PositionSeconds: Math.floor(seconds),
    }).catch((error: unknown) => console.warn('[resume] position not saved', error));
  };
  useEffect(() => {
    const saveOnLeave = () => {
      const seconds = playedTo.current;
      if (seconds === null || Math.floor(seconds) === Math.floor(lastSaved.current)) return;
      lastSaved.current = seconds;
      // "Continue" (subjects page, dashboard card) shows the second once the server has it.
      void saveResumePoint(apiClient, {
        CandidateSOSId: candidateSosId,
        SOSDetailContentId: contentItemId,
        PositionSeconds: Math.floor(seconds),
      })
        .then(() => queryClient.invalidateQueries({ queryKey: courseKeys.resumePoints() }))
        .catch((error: unknown) => console.warn('[resume] position not saved', error));
    };
    window.addEventListener('pagehide', saveOnLeave);
    return () => {
      window.removeEventListener('pagehide', saveOnLeave);
      saveOnLeave();
    };
  }, [candidateSosId, contentItemId]);
  const [preferences] = useState(readCoursePreferences);
  const videoOf = (event: React.SyntheticEvent) => event.target as HTMLVideoElement;
  const back = subject
    ? subjectActivityPath({ courseName, encryptedSosId: candidateSOSId }, subject, groupName)
    : undefined;

  const markCompleted = () =>
    complete.mutate(
      { CandidateSOSId: course.CandidateSOSId, SOSDetailContentId: Number(sosDetailContentId) },
      { onSuccess: () => setCompleted(true) },
    );

  if (content.isPending || (kind === 'reading' && !sanitize && !sanitizerFailed)) return <ListSkeleton kind="contentList" />;
  // spec 2: a feature the package does not include (the server's 403) goes to the access-denied page.
  if (
    content.error instanceof ApiError &&
    content.error.status === 403 &&
    content.error.exception === 'FeatureNotAllowedException'
  ) {
    return (
      <Navigate to={accessDeniedPath({ courseName, encryptedSosId: candidateSOSId })} replace />
    );
  }
  if (content.isError || !content.data) {
    return (
      <EmptyState
        avatar="locked"
        message="This activity cannot be opened: it may be locked until you complete the previous day."
      />
    );
  }
  if (kind === 'reading' && !sanitize)
    return <EmptyState avatar="norecord" message="This reading could not be opened. Check your connection and reload the page." />;
  const item: Content = content.data;
  const isCompleted = completed || item.IsContentCompleted;
  const studyActions = (
    <ContentStudyActions
      course={course}
      content={item}
      currentVideoSecond={() =>
        item.ContentSource === ContentSource.LMS ? Math.floor(playedTo.current ?? startAt) : null
      }
    />
  );
  const notes = (
    <ContentNotes
      course={course}
      content={item}
      activeNoteId={candidateNoteId === undefined ? undefined : Number(candidateNoteId)}
    />
  );

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <CourseTrail course={course} subject={subject} groupName={groupName} activityName={item.Title} />
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
              src={
                startAt > 0 && item.ContentSource === ContentSource.LMS
                  ? `${item.Url}#t=${startAt}`
                  : item.Url
              }
              title={item.Title}
              offline={!online}
              captionsSrc={item.CaptionsUrl ?? undefined}
              showCaptions={preferences.ShowCaptions}
              onError={() => setPlayError(true)}
              // Media events do not bubble: the capture phase reaches the frame from its <video>.
              onLoadedMetadataCapture={(event) => {
                videoOf(event).playbackRate = preferences.PlaybackRate;
              }}
              onTimeUpdateCapture={(event) => {
                const seconds = videoOf(event).currentTime;
                playedTo.current = seconds;
                if (shouldSavePlaybackPosition(lastSaved.current, seconds))
                  void savePosition(seconds);
              }}
              onPauseCapture={(event) => {
                const seconds = videoOf(event).currentTime;
                playedTo.current = seconds;
                void savePosition(seconds).then(() =>
                  queryClient.invalidateQueries({ queryKey: courseKeys.resumePoints() }),
                );
              }}
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
            ref={readingRef}
            title={item.Title}
            subtitle={subject?.SubjectName}
            html={sanitize ? sanitize(item.Body ?? '') : ''}
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
