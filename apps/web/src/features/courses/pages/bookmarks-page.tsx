import { useState } from 'react';
import { useNavigate, useParams, useRouteLoaderData } from 'react-router-dom';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { bookmarkPagesQueryOptions, removeBookmarkMutationOptions } from '@portal/api';
import { AlertType, ContentFilter, type Bookmark } from '@portal/domain';
import { BookmarkList } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { referencedContentPath } from '../course-paths';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

/**
 * spec 2: /bookmarks (Bookmarks feature, gated in the route): the bookmarked videos and readings
 * with the All/Video/Reading filter, paged like /notes; a bookmark opens its content or is removed.
 */
export default function BookmarksPage() {
  const navigate = useNavigate();
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const [filter, setFilter] = useState<ContentFilter>(ContentFilter.All);
  const list = useInfiniteQuery(bookmarkPagesQueryOptions(apiClient, course.CandidateSOSId, filter));
  const bookmarks = list.data?.pages.flatMap((page) => page.BookMarks) ?? [];
  const remove = useMutation(removeBookmarkMutationOptions(apiClient, queryClient));

  const open = (bookmark: Bookmark) => {
    const to = referencedContentPath(root, bookmark);
    if (to) void navigate(to);
  };
  // A bookmark is one press away from coming back (the content's toggle): no confirmation.
  const onRemove = (bookmark: Bookmark) =>
    remove.mutate(
      { candidateSOSId: course.CandidateSOSId, sosDetailContentId: bookmark.SOSDetailContentId },
      {
        onSuccess: () => feedback.alert(AlertType.success, `“${bookmark.ContentTitle}” has been removed from your bookmarks.`),
        onError: (error) => feedback.error(`The bookmark was not removed. ${errorMessage(error)}`),
      },
    );

  return (
    // A plain container: the list inside is the page's one region named after it.
    <div className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Bookmarks
      </h1>
      {list.isError && !list.data ? (
        <ListLoadError what="bookmarks" onRetry={() => void list.refetch()} />
      ) : (
        <BookmarkList
          bookmarks={bookmarks}
          totalRecords={list.data?.pages.at(-1)?.TotalRecords}
          filter={filter}
          loading={list.isPending}
          onFilterChange={setFilter}
          onOpen={open}
          onRemove={onRemove}
          onLoadMore={() => {
            if (!list.isFetchingNextPage) void list.fetchNextPage();
          }}
        />
      )}
    </div>
  );
}
