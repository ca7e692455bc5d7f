import { useState } from 'react';
import { Link, useNavigate, useParams, useRouteLoaderData } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { searchSuggestionsQueryOptions, searchTextOf } from '@portal/api';
import { SearchResults, buttonVariants } from '@portal/ui';
import { apiClient, feedback } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';
import { SearchBox } from '../search/search-box';
import { searchDetailPath, searchHitPath } from '../search/search-paths';
import { useDebounced } from '../search/use-debounced';

/**
 * spec 2: /search (Search feature, gated in the route): suggestions as you type (debounced; a
 * superseded request is cancelled), Enter or "See all" opens /search/detail/{searchText}.
 */
export default function SearchPage() {
  const navigate = useNavigate();
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const [text, setText] = useState('');
  const searchText = searchTextOf(useDebounced(text));
  const ready = searchText.length >= 2;
  const suggestions = useQuery(searchSuggestionsQueryOptions(apiClient, { candidateSOSId: course.CandidateSOSId, searchText }));
  const total = suggestions.data?.TotalRecords ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Search
      </h1>
      <SearchBox
        value={text}
        onChange={setText}
        onSubmit={(value) => {
          const submitted = searchTextOf(value);
          if (submitted.length >= 2) void navigate(searchDetailPath(root, submitted));
          else feedback.error('Type at least 2 characters to search.');
        }}
      />
      {!ready ? (
        <p className="text-sm text-muted-foreground">Find a lecture, a reading, a quiz or an assignment of {course.CourseName} by its words.</p>
      ) : suggestions.isError ? (
        <ListLoadError what="search results" onRetry={() => void suggestions.refetch()} />
      ) : (
        <>
          <SearchResults
            searchText={searchText}
            results={suggestions.data?.SearchContent ?? []}
            totalRecords={total}
            loading={suggestions.isPending}
            onOpen={(hit) => {
              const to = searchHitPath(root, hit, searchText);
              if (to) void navigate(to);
            }}
          />
          {total > (suggestions.data?.SearchContent.length ?? 0) && (
            <Link to={searchDetailPath(root, searchText)} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
              See all {total} results
            </Link>
          )}
        </>
      )}
    </div>
  );
}
