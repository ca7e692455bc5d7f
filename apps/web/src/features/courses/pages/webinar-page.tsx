import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { webinarsQueryOptions } from '@portal/api';
import { RatingItemType, WebinarFolder, type Webinar } from '@portal/domain';
import { Button, WebinarList } from '@portal/ui';
import { apiClient } from '../../../shared/services';
import { ItemRatingStars } from '../components/item-rating';
import { ListLoadError } from '../components/list-load-error';

const PAGE_SIZE = 20;

/**
 * spec 2: /course/webinar (outside the course prefix): the webinars of every course of the candidate,
 * with the folder filter (all -1, current 1, upcoming 2, past 3; GetWebinars), paged. A current
 * webinar opens its join link, a past one its recording, in a new tab; a started one can be rated
 * (rating item type Webinar 8).
 */
export default function WebinarPage() {
  const [folder, setFolder] = useState<WebinarFolder>(WebinarFolder.all);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const list = useQuery(webinarsQueryOptions(apiClient, { webinarFolder: folder, pageSize }));
  const webinars = list.data?.Webinars ?? [];
  const total = list.data?.TotalRecords ?? 0;
  const open = (webinar: Webinar) => {
    if (webinar.Url) window.open(webinar.Url, '_blank', 'noopener,noreferrer');
  };
  return (
    // A plain frame: the list below is the "Webinars" landmark (axe: landmarks need unique names).
    <div className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Webinars
      </h1>
      <p className="text-muted-foreground">Webinars of your courses: join the current ones, see what is coming, and watch past ones again.</p>
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
