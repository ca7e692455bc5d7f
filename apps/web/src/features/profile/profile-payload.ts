// Free of zod (issue #10): the profile page paints without it; profile-validation.ts holds the schema check.
import type { AcademicInformation, CandidateProfile } from '@portal/domain';
import {
  type AcademicRecordDraft,
  type AcademicRecordFieldName,
  type ProfileFieldName,
} from '@portal/ui';

/** The form's field errors, keyed by profile field (the domain's wording). */
export type ProfileFieldErrors = Partial<Record<ProfileFieldName, string>>;
/** Errors of the academic records, by record index and field. */
export type AcademicRecordErrors = Partial<
  Record<number, Partial<Record<AcademicRecordFieldName, string>>>
>;

export type ProfileValidation =
  | { readonly ok: true; readonly profile: CandidateProfile }
  | {
      readonly ok: false;
      readonly errors: ProfileFieldErrors;
      readonly recordErrors: AcademicRecordErrors;
      readonly formError?: string;
    };

/** The saved records as the editor shows them (every field a string). */
export function toRecordDrafts(records: readonly AcademicInformation[]): AcademicRecordDraft[] {
  return records.map((record, index) => ({
    key: `saved-${record.CandidateAcademicId ?? `index-${index}`}`,
    CandidateAcademicId: record.CandidateAcademicId ?? null,
    AcademicLevelId: String(record.AcademicLevelId),
    Institute: record.Institute,
    Board: record.Board ?? '',
    PassingYear: String(record.PassingYear),
    Marks: String(record.Marks),
  }));
}

/**
 * The record errors still valid after an edit: a changed field's error goes (the candidate is
 * fixing it); when a row is added or removed the rows shift, so all go and the next save re-checks.
 */
export function remainingRecordErrors(
  previous: readonly AcademicRecordDraft[],
  next: readonly AcademicRecordDraft[],
  errors: AcademicRecordErrors,
): AcademicRecordErrors {
  if (previous.length !== next.length) return {};
  const remaining: AcademicRecordErrors = {};
  for (const [index, rowErrors] of Object.entries(errors)) {
    const before = previous[Number(index)];
    const after = next[Number(index)];
    if (!rowErrors || !before || !after) continue;
    const kept = Object.fromEntries(
      Object.entries(rowErrors).filter(
        ([field]) =>
          before[field as AcademicRecordFieldName] === after[field as AcademicRecordFieldName],
      ),
    );
    if (Object.keys(kept).length > 0) remaining[Number(index)] = kept;
  }
  return remaining;
}
