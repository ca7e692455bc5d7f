import { CandidateProfile, fieldErrors } from '@portal/domain';
import { profileFieldNames, type ProfileFieldName, type ProfileFormValues } from '@portal/ui';

/** The form's field errors, keyed by profile field (the domain's wording). */
export type ProfileFieldErrors = Partial<Record<ProfileFieldName, string>>;

export type ProfileValidation =
  | { readonly ok: true; readonly profile: CandidateProfile }
  | { readonly ok: false; readonly errors: ProfileFieldErrors; readonly formError?: string };

const editable = new Set<string>(profileFieldNames);

/**
 * Validates what the candidate entered with the domain's CandidateProfile schema. The fields the
 * form does not edit (ProfileImage, Academics, AcademicInformations) travel as they were loaded,
 * so saving the form never drops them. Empty optional texts become null (the schema's wire form).
 */
export function validateProfile(
  values: ProfileFormValues,
  loaded: CandidateProfile,
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
  };
  const result = CandidateProfile.safeParse(input);
  if (result.success) return { ok: true, profile: result.data };
  const errors: ProfileFieldErrors = {};
  let formError: string | undefined;
  for (const error of fieldErrors(result.error)) {
    const name = error.field.split('.')[0] ?? '';
    if (editable.has(name)) errors[name as ProfileFieldName] ??= error.message;
    // A problem in a field the form does not show (e.g. a stored academic record) still gets said.
    else formError ??= error.message;
  }
  return { ok: false, errors, ...(formError === undefined ? {} : { formError }) };
}
