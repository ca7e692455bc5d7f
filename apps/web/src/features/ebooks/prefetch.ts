import {
  eBookActivitiesQueryOptions,
  eBookFileQueryOptions,
  eBookLocationQueryOptions,
} from '@portal/api';
import { apiClient } from '../../shared/app-state';
import { loadEBookActivityRules } from './activity-rules';
import type { GuardedData } from '../../shared/routing/guarded-loader';
import type { Prefetch } from '../../shared/routing/page-route';

/** The book of the reader route, from its decrypted params. */
export const eBookRefOf = (data: GuardedData) => ({
  candidateSOSId: Number(data.params.candidateSOSId),
  eBookId: Number(data.params.eBookId),
});

/**
 * The renderer's code for the book's format (its file path ends .pdf or .epub), fetched while the
 * file URL is asked for rather than after the page renders: react-pdf with PDF.js, or foliate-js,
 * is the biggest chunk of the route and the last hop before the first page is drawn. A failure is
 * left to the page's own lazy import (it retries and shows its error).
 */
function prefetchRenderer(filePath: string | undefined): void {
  const path = (filePath ?? '').toLowerCase().split('?')[0] ?? '';
  const loading = path.endsWith('.pdf')
    ? import('./components/pdf-page-view')
    : path.endsWith('.epub')
      ? import('./components/epub-reader')
      : null;
  loading?.catch(() => undefined);
}

/** The reader's data: the signed file URL, the book's activities and where the candidate left it. */
export const prefetchReader: Prefetch = (data, _url, queryClient) => {
  const book = eBookRefOf(data);
  prefetchRenderer(data.params.url);
  // The rules that read saved marks (zod) download beside the renderer: marks are drawn after the page.
  loadEBookActivityRules().catch(() => undefined);
  return [
    queryClient.ensureQueryData(eBookFileQueryOptions(apiClient, book)),
    queryClient.ensureQueryData(eBookActivitiesQueryOptions(apiClient, book)),
    queryClient.ensureQueryData(eBookLocationQueryOptions(apiClient, book)),
  ];
};
