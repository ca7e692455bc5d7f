import { useState } from 'react';
import { useNavigate, useParams, useRouteLoaderData } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { searchPagesQueryOptions, searchTextOf } from '@portal/api';
import { SearchResults } from '@portal/ui';
import { apiClient, feedback } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';
import { SearchBox } from '../search/search-box';
import { searchDetailPath, searchHitPath } from '../search/search-paths';

/** spec 2: /search/detail/{searchText}: every hit of one search, paged (Load more). */
export default function SearchDetailPage() {
  const navigate = useNavigate();
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '', searchText: param = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const searchText = searchTextOf(param);
  const [text, setText] = useState(searchText);
  const list = useInfiniteQuery(searchPagesQueryOptions(apiClient, { candidateSOSId: course.CandidateSOSId, searchText }));
  const results = list.data?.pages.flatMap((page) => page.SearchContent) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Search results
      </h1>
      <SearchBox
        key={searchText}
        value={text}
        onChange={setText}
        onSubmit={(value) => {
          const submitted = searchTextOf(value);
          if (submitted.length >= 2) void navigate(searchDetailPath(root, submitted));
          else feedback.error('Type at least 2 characters to search.');
        }}
      />
      {searchText.length < 2 ? (
        <p className="text-sm text-muted-foreground">Type at least 2 characters to search.</p>
      ) : list.isError && !list.data ? (
        <ListLoadError what="search results" onRetry={() => void list.refetch()} />
      ) : (
        <SearchResults
          searchText={searchText}
          results={results}
          totalRecords={list.data?.pages.at(-1)?.TotalRecords ?? 0}
          loading={list.isPending}
          onOpen={(hit) => {
            const to = searchHitPath(root, hit, searchText);
            if (to) void navigate(to);
          }}
          onLoadMore={() => {
            if (!list.isFetchingNextPage) void list.fetchNextPage();
          }}
        />
      )}
    </div>
  );
}
