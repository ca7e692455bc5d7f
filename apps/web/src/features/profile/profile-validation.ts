// The profile's schema check (the domain's CandidateProfile, zod): profile-details.tsx loads this
// module when the candidate starts editing, so zod stays off the page's first paint (issue #10).
import { CandidateProfile, fieldErrors } from '@portal/domain';
import {
  academicRecordFieldNames,
  profileFieldNames,
  type AcademicRecordDraft,
  type AcademicRecordFieldName,
  type ProfileFieldName,
  type ProfileFormValues,
} from '@portal/ui';
import { toRecordDrafts, type AcademicRecordErrors, type ProfileFieldErrors, type ProfileValidation } from './profile-payload';

const editable = new Set<string>(profileFieldNames);
const recordFields = new Set<string>(academicRecordFieldNames);

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
