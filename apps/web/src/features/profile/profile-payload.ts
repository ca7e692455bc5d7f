import { CandidateProfile, fieldErrors, type AcademicInformation } from '@portal/domain';
import {
  academicRecordFieldNames,
  profileFieldNames,
  type AcademicRecordDraft,
  type AcademicRecordFieldName,
  type ProfileFieldName,
  type ProfileFormValues,
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

const editable = new Set<string>(profileFieldNames);
const recordFields = new Set<string>(academicRecordFieldNames);

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
 * The server keeps the account's email and cell phone (they change only through their own
 * verification), so an edit here would be silently dropped: say so next to the field instead.
 */
function lockedFieldErrors(
  values: ProfileFormValues,
  loaded: CandidateProfile,
): ProfileFieldErrors {
  const errors: ProfileFieldErrors = {};
  if (values.Email.trim().toLowerCase() !== loaded.Email.trim().toLowerCase())
    errors.Email = 'Your email is changed through its own verification, not on this page.';
  if (values.CellPhone.trim() !== loaded.CellPhone.trim())
    errors.CellPhone = 'Your cell phone is changed through its own verification, not on this page.';
  return errors;
}

/** A typed number: empty stays absent (so "required" is reported), anything else is parsed. */
const typedNumber = (value: string): number | undefined =>
  value.trim() === '' ? undefined : Number(value.trim());

function fromRecordDraft(draft: AcademicRecordDraft): Record<string, unknown> {
  return {
    CandidateAcademicId: draft.CandidateAcademicId,
    AcademicLevelId: typedNumber(draft.AcademicLevelId),
    Institute: draft.Institute,
    Board: draft.Board.trim() === '' ? null : draft.Board,
    PassingYear: typedNumber(draft.PassingYear),
    Marks: typedNumber(draft.Marks),
  };
}

/**
 * Validates what the candidate entered with the domain's CandidateProfile schema: the form's
 * fields and the academic records. ProfileImage and Academics (the levels offered) travel as they
 * were loaded, so saving never drops them. Empty optional texts become null (the wire form).
 */
export function validateProfile(
  values: ProfileFormValues,
  loaded: CandidateProfile,
  records: readonly AcademicRecordDraft[] = toRecordDrafts(loaded.AcademicInformations),
): ProfileValidation {
  const input = {
    ...loaded,
    ...Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, value === '' ? null : value]),
    ),
    // Required texts stay strings so the schema reports "required", not a type error.
    FullName: values.FullName,
    CellPhone: values.CellPhone,
    Email: values.Email,
    TimeZoneId: values.TimeZoneId,
    CountryCode: values.CountryCode,
    AcademicInformations: records.map(fromRecordDraft),
  };
  const result = CandidateProfile.safeParse(input);
  const locked = lockedFieldErrors(values, loaded);
  if (result.success && Object.keys(locked).length === 0) return { ok: true, profile: result.data };
  if (result.success) return { ok: false, errors: locked, recordErrors: {} };
  const errors: ProfileFieldErrors = { ...locked };
  const recordErrors: AcademicRecordErrors = {};
  let formError: string | undefined;
  for (const error of fieldErrors(result.error)) {
    const [name = '', index, field] = error.field.split('.');
    if (editable.has(name)) {
      errors[name as ProfileFieldName] ??= error.message;
    } else if (name === 'AcademicInformations' && field && recordFields.has(field)) {
      const row = (recordErrors[Number(index)] ??= {});
      row[field as AcademicRecordFieldName] ??= error.message;
    } else {
      // A problem in a field no control shows still gets said.
      formError ??= error.message;
    }
  }
  return { ok: false, errors, recordErrors, ...(formError === undefined ? {} : { formError }) };
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
