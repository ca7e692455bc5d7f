import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { courseMiscContentPagesQueryOptions } from '@portal/api';
import { ApplicationMessageId, type MiscContent, type MixedContentResponse } from '@portal/domain';
import { Button, InlineAlert, MiscVideoList, VideoFrame } from '@portal/ui';
import { useMessageText } from '../../../shared/messages/messages-store';
import { apiClient, queryClient } from '../../../shared/services';
import { readCoursePreferences } from '../course-preferences';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';
import { useOnline } from '../../../platform/use-online';

/**
 * spec 2: /miscellaneousVideos: the course's extra videos (GetCourseMiscContent, mixed content),
 * paged: the first page on entry, Load more appends while fewer than TotalRecords are loaded
 * (spec 4); a fresh visit replaces the list from page 1. The chosen video plays above the list.
 */
export default function MiscVideosPage() {
  const online = useOnline();
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const candidateSosId = course.CandidateSOSId;
  const shelf = useInfiniteQuery(courseMiscContentPagesQueryOptions(apiClient, candidateSosId));
  // spec 4 (replace): the next visit starts again from the first page, not from every page loaded.
  useEffect(
    () => () => {
      const { queryKey } = courseMiscContentPagesQueryOptions(apiClient, candidateSosId);
      queryClient.setQueryData<InfiniteData<MixedContentResponse, number>>(queryKey, (data) =>
        data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
      );
    },
    [candidateSosId],
  );
  const [playing, setPlaying] = useState<MiscContent | null>(null);
  const [playError, setPlayError] = useState(false);
  const [preferences] = useState(readCoursePreferences);
  const playErrorText = useMessageText(ApplicationMessageId.videoPlayError);
  const items = shelf.data?.pages.flatMap((page) => page.MiscContents) ?? [];
  const total = shelf.data?.pages.at(-1)?.TotalRecords ?? 0;

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Miscellaneous videos
      </h1>
      <p className="text-muted-foreground">
        Study skills and exam technique for {course.CourseName}, beside the subjects' lessons.
      </p>
      {playing ? (
        <div className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{playing.Title}</h2>
          <VideoFrame
            key={playing.ContentId}
            source={playing.ContentSource}
            src={playing.Url}
            captionsSrc={playing.CaptionsUrl ?? undefined}
            showCaptions={preferences.ShowCaptions}
            title={playing.Title}
            offline={!online}
            onError={() => setPlayError(true)}
            onLoadedMetadataCapture={(event) => {
              (event.target as HTMLVideoElement).playbackRate = preferences.PlaybackRate;
            }}
          />
          {playError ? <InlineAlert variant="danger" title={playErrorText} /> : null}
        </div>
      ) : null}
      {shelf.isError && items.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <InlineAlert variant="danger" title="The videos could not be loaded." />
          <Button variant="outline" onClick={() => void shelf.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <MiscVideoList
          items={items}
          totalRecords={total}
          loading={shelf.isPending}
          loadingMore={shelf.isFetchingNextPage}
          onLoadMore={shelf.hasNextPage ? () => void shelf.fetchNextPage() : undefined}
          selectedId={playing?.ContentId}
          onPlay={(item) => {
            setPlayError(false);
            setPlaying(item);
          }}
        />
      )}
    </section>
  );
}
