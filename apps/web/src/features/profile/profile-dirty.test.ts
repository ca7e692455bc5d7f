import { describe, expect, it } from 'vitest';
import type { AcademicRecordDraft } from '@portal/ui';
import { recordsDiffer, snapshotsDiffer } from './profile-dirty';

const record: AcademicRecordDraft = {
  key: 'saved-1',
  CandidateAcademicId: 1,
  AcademicLevelId: '2',
  Institute: 'Govt. High School',
  Board: 'BISE Lahore',
  PassingYear: '2020',
  Marks: '88',
};

describe('snapshotsDiffer', () => {
  it('is false for the same values and true once one changes', () => {
    const loaded = { City: 'Lahore', FatherName: '' };
    expect(snapshotsDiffer(loaded, { ...loaded })).toBe(false);
    expect(snapshotsDiffer(loaded, { ...loaded, City: 'Multan' })).toBe(true);
  });

  it('treats a missing control as empty', () => {
    expect(snapshotsDiffer({ City: '' }, {})).toBe(false);
    expect(snapshotsDiffer({ City: 'Lahore' }, {})).toBe(true);
  });

  it('counts typing back the loaded value as not dirty', () => {
    const loaded = { City: 'Lahore' };
    expect(snapshotsDiffer(loaded, { City: 'Lahor' })).toBe(true);
    expect(snapshotsDiffer(loaded, { City: 'Lahore' })).toBe(false);
  });
});

describe('recordsDiffer', () => {
  it('ignores the React keys', () => {
    expect(recordsDiffer([{ ...record, key: 'other' }], [record])).toBe(false);
  });

  it('sees an edited field', () => {
    expect(recordsDiffer([{ ...record, Marks: '89' }], [record])).toBe(true);
    expect(recordsDiffer([{ ...record, Board: '' }], [record])).toBe(true);
  });

  it('sees an added or a removed record', () => {
    const added: AcademicRecordDraft = { ...record, key: 'new-1', CandidateAcademicId: null };
    expect(recordsDiffer([record, added], [record])).toBe(true);
    expect(recordsDiffer([], [record])).toBe(true);
  });

  it('sees a reordering (a different record in a row)', () => {
    const second = { ...record, key: 'saved-2', CandidateAcademicId: 2, Institute: 'FC College' };
    expect(recordsDiffer([second, record], [record, second])).toBe(true);
  });
});
