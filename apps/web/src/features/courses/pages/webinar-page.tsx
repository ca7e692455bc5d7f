import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, webinarRecordingQueryOptions, webinarsQueryOptions } from '@portal/api';
import { RatingItemType, WebinarFolder, type Webinar } from '@portal/domain';
import { Button, InlineAlert, WebinarList } from '@portal/ui';
import { apiClient } from '../../../shared/services';
import { ItemRatingStars } from '../components/item-rating';
import { ListLoadError } from '../components/list-load-error';

const PAGE_SIZE = 20;

/**
 * A past webinar's recording, played here from the portal's storage (a signed URL answering byte
 * ranges, so the player seeks without downloading the whole file).
 */
function RecordingPlayer({ webinar, onClose }: { webinar: Webinar; onClose: () => void }) {
  const recording = useQuery(webinarRecordingQueryOptions(apiClient, { candidateSOSId: webinar.CandidateSOSId, webinarId: webinar.WebinarId }));
  const missing = recording.error instanceof ApiError && recording.error.status === 404;
  return (
    <section aria-label={`Recording: ${webinar.Title}`} className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <h2 className="font-semibold">Recording: {webinar.Title}</h2>
      {recording.data ? (
        <video key={recording.data.Url} controls preload="metadata" className="aspect-video w-full max-w-3xl rounded-md bg-black" src={recording.data.Url}>
          <track kind="captions" />
        </video>
      ) : recording.isError ? (
        missing ? (
          <InlineAlert variant="info" title="This webinar has no recording." message="Ask the presenter for their slides, or watch another past webinar." />
        ) : (
          <ListLoadError what="recording" onRetry={() => void recording.refetch()} />
        )
      ) : (
        <p aria-busy="true" className="text-sm text-muted-foreground">
          Loading the recording…
        </p>
      )}
      <Button variant="outline" size="sm" className="self-start" onClick={onClose}>
        Close the recording
      </Button>
    </section>
  );
}

/**
 * spec 2: /course/webinar (outside the course prefix): the webinars of every course of the candidate,
 * with the folder filter (all -1, current 1, upcoming 2, past 3; GetWebinars), paged. A current
 * webinar opens its join link in a new tab, a past one plays its recording on the page (issue 15:
 * our storage, Range-served; none for a webinar without one); a started one can be rated
 * (rating item type Webinar 8).
 */
export default function WebinarPage() {
  const [folder, setFolder] = useState<WebinarFolder>(WebinarFolder.all);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const list = useQuery(webinarsQueryOptions(apiClient, { webinarFolder: folder, pageSize }));
  const webinars = list.data?.Webinars ?? [];
  const total = list.data?.TotalRecords ?? 0;
  const [playing, setPlaying] = useState<Webinar | null>(null);
  const open = (webinar: Webinar) => {
    // A past webinar plays its recording here (our storage); a current one joins in a new tab.
    if (webinar.WebinarFolder === WebinarFolder.past) setPlaying(webinar);
    else if (webinar.Url) window.open(webinar.Url, '_blank', 'noopener,noreferrer');
  };
  return (
    // A plain frame: the list below is the "Webinars" landmark (axe: landmarks need unique names).
    <div className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Webinars
      </h1>
      <p className="text-muted-foreground">Webinars of your courses: join the current ones, see what is coming, and watch past ones again.</p>
      {playing ? <RecordingPlayer webinar={playing} onClose={() => setPlaying(null)} /> : null}
      {list.isError ? (
        <ListLoadError what="webinars" onRetry={() => void list.refetch()} />
      ) : (
        <WebinarList
          webinars={webinars}
          folder={folder}
          loading={list.isPending}
          onFolderChange={(next) => {
            setFolder(next);
            setPageSize(PAGE_SIZE);
          }}
          onOpen={open}
          renderExtra={(webinar) =>
            webinar.WebinarFolder === WebinarFolder.upcoming ? null : (
              <ItemRatingStars candidateSOSId={webinar.CandidateSOSId} itemType={RatingItemType.Webinar} itemId={webinar.WebinarId} label={`Rate “${webinar.Title}”`} />
            )
          }
        />
      )}
      {webinars.length < total ? (
        <Button variant="outline" className="self-start" onClick={() => setPageSize((size) => size + PAGE_SIZE)}>
          Show more webinars ({total - webinars.length} more)
        </Button>
      ) : null}
    </div>
  );
}
