import { academicRecordFieldNames, type AcademicRecordDraft } from '@portal/ui';

/** The values of a form's named controls, as typed (name -> value). */
export type FormSnapshot = Readonly<Record<string, string>>;

/**
 * Reads every named control of the ui ProfileForm (its inputs are uncontrolled, so the DOM holds
 * what was typed). Unlike FormData, disabled controls count too: the form's fieldsets are disabled
 * while a save is in flight, and the snapshot taken right after the save must still be complete.
 */
export function readFormSnapshot(form: HTMLFormElement): FormSnapshot {
  const snapshot: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.name &&
      element.type !== 'submit' &&
      element.type !== 'button'
    ) {
      snapshot[element.name] = element.value;
    }
  }
  return snapshot;
}

/** Whether two snapshots of the same form hold different values. */
export function snapshotsDiffer(left: FormSnapshot, right: FormSnapshot): boolean {
  const names = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const name of names) if ((left[name] ?? '') !== (right[name] ?? '')) return true;
  return false;
}

/**
 * Whether the academic records as typed differ from the saved ones: a record added, removed or
 * edited. The rows' React keys are not data and do not count.
 */
export function recordsDiffer(
  current: readonly AcademicRecordDraft[],
  saved: readonly AcademicRecordDraft[],
): boolean {
  if (current.length !== saved.length) return true;
  return current.some((record, index) => {
    const other = saved[index];
    return (
      other === undefined ||
      record.CandidateAcademicId !== other.CandidateAcademicId ||
      academicRecordFieldNames.some((field) => record[field] !== other[field])
    );
  });
}
