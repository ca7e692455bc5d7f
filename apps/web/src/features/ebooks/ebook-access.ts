import { redirect } from 'react-router-dom';
import { isCancelledRequest, myEBooksQueryOptions } from '@portal/api';
import { CourseType, listedEBook, type EBook } from '@portal/domain';
import { apiClient, loadQueryClient } from '../../shared/app-state';
import type { GuardedData } from '../../shared/routing/guarded-loader';
import { GuardPaths } from '../../shared/routing/run-guards';

/*
 * The reader route's check (routes.tsx), in a module of its own so the e-book list's query options
 * load with the route, not in the entry.
 */

/**
 * spec 8: an e-book fetch failure is an empty list (logged). The page's guards cancel pending
 * requests (spec 2, guard step 2): a request of ours cancelled that way is asked again.
 */
async function loadedEBooks(): Promise<readonly EBook[]> {
  const queryClient = await loadQueryClient();
  for (let attempt = 1; ; attempt += 1) {
    try {
      // spec 7: the e-book list is fixed to course type 1.
      return (await queryClient.ensureQueryData(myEBooksQueryOptions(apiClient, CourseType.Active)))
        .EBooks;
    } catch (error) {
      if (isCancelledRequest(error) && attempt < 3) continue;
      console.warn('[ebooks] the e-book list did not load', error);
      return [];
    }
  }
}

/** spec 2: the decrypted CandidateSOSId (and, ours, the EBookId under it) must be in the loaded list. */
export async function checkListedEBook(data: GuardedData): Promise<EBook> {
  const eBook = listedEBook(await loadedEBooks(), data.params.candidateSOSId, data.params.eBookId);
  if (!eBook) throw redirect(GuardPaths.pageNotFound);
  return eBook;
}
