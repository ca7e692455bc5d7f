import { describe, expect, it } from 'vitest';
import { buildEBook } from '../fixtures/learning';
import { listedEBook } from './ebook-access';

const books = [buildEBook(), buildEBook({ EBookId: 502, CandidateSOSId: 1004 })];

describe('listedEBook', () => {
  it('finds a book listed under its enrolment', () => {
    expect(listedEBook(books, '1003', '501')?.EBookId).toBe(501);
    expect(listedEBook(books, '1004', '502')?.EBookId).toBe(502);
  });
  it('refuses an enrolment not in the list, a book of another enrolment and non-numbers', () => {
    expect(listedEBook(books, '9999', '501')).toBeNull();
    expect(listedEBook(books, '1003', '502')).toBeNull();
    expect(listedEBook(books, '1003 ', '501')).toBeNull();
    expect(listedEBook(books, undefined, '501')).toBeNull();
    expect(listedEBook([], '1003', '501')).toBeNull();
  });
});
