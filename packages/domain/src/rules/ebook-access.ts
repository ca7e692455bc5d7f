import type { EBook } from '../schemas/ebook';

/**
 * spec 2: /ebook/{url}/{CandidateSOSId}/{EBookId}: the decrypted CandidateSOSId must be in the
 * loaded e-book list (otherwise the dashboard not-found). Ours: the EBookId must be listed under
 * that enrolment too, so a valid enrolment cannot open another book by its id.
 */
export function listedEBook(
  eBooks: readonly EBook[],
  candidateSOSId: string | undefined,
  eBookId: string | undefined,
): EBook | null {
  if (!candidateSOSId || !eBookId || !/^\d+$/.test(candidateSOSId) || !/^\d+$/.test(eBookId))
    return null;
  return (
    eBooks.find(
      (eBook) =>
        eBook.CandidateSOSId === Number(candidateSOSId) && eBook.EBookId === Number(eBookId),
    ) ?? null
  );
}
