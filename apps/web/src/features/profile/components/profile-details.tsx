import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { updateProfileMutationOptions } from '@portal/api';
import { AlertType, type CandidateProfile, type Country, type TimeZone } from '@portal/domain';
import {
  AcademicRecordsEditor,
  Button,
  Card,
  InlineAlert,
  ProfileForm,
  type AcademicRecordDraft,
  type ProfileFormValues,
} from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { useRefreshSessionUser } from '../hooks/use-refresh-session-user';
import {
  remainingRecordErrors,
  toRecordDrafts,
  type AcademicRecordErrors,
  type ProfileFieldErrors,
} from '../profile-payload';
import {
  readFormSnapshot,
  recordsDiffer,
  snapshotsDiffer,
  type FormSnapshot,
} from '../profile-dirty';

/**
 * The schema check (zod) loads when the candidate starts editing, not with the page (issue #10);
 * a failed download is tried again on the next call.
 */
let validation: Promise<typeof import('../profile-validation')> | undefined;
const loadValidation = () => {
  validation ??= import('../profile-validation').catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
};

export interface ProfileDetailsProps {
  profile: CandidateProfile;
  countries: readonly Country[];
  timeZones: readonly TimeZone[];
  /** Called after a save the server accepted (and the session was refreshed). */
  onSaved?: () => void;
  /** Called when the form and records start or stop differing from the loaded (or last saved) profile. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The editable profile: personal details (the ui ProfileForm) and academic records, saved
 * together as one profile. The form keeps what was typed in its own inputs and the records live
 * in state; both stay mounted, so a refused save or a failed request loses nothing.
 */
export function ProfileDetails({
  profile,
  countries,
  timeZones,
  onSaved,
  onDirtyChange,
}: ProfileDetailsProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [records, setRecords] = useState<AcademicRecordDraft[]>(() =>
    toRecordDrafts(profile.AcademicInformations),
  );
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [recordErrors, setRecordErrors] = useState<AcademicRecordErrors>({});
  const [formError, setFormError] = useState<string>();
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  // What the form and records held when loaded, then after each accepted save.
  const savedForm = useRef<FormSnapshot | null>(null);
  const [savedRecords, setSavedRecords] = useState(records);
  const [formDirty, setFormDirty] = useState(false);
  const dirty = formDirty || recordsDiffer(records, savedRecords);
  const update = useMutation(updateProfileMutationOptions(apiClient, queryClient));
  const refreshSessionUser = useRefreshSessionUser();

  // After a refused submit, keyboard and screen-reader users land on the first field to fix.
  useEffect(() => {
    if (invalidAttempt === 0) return;
    containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidAttempt]);

  useEffect(() => {
    if (formRef.current) savedForm.current = readFormSnapshot(formRef.current);
  }, []);

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  // Unmounted (e.g. the profile failed to reload), nothing typed here is left to lose.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  // The form's inputs are uncontrolled (ui ProfileForm): compare what they hold now.
  const checkForm = () => {
    void loadValidation().catch(() => undefined);
    const form = formRef.current;
    if (!form || !savedForm.current) return;
    setFormDirty(snapshotsDiffer(savedForm.current, readFormSnapshot(form)));
  };

  const onSubmit = async (values: ProfileFormValues) => {
    setFormError(undefined);
    let result: ReturnType<typeof import('../profile-validation').validateProfile>;
    try {
      result = (await loadValidation()).validateProfile(values, profile, records);
    } catch (error) {
      setFormError(errorMessage(error));
      return;
    }
    if (!result.ok) {
      setErrors(result.errors);
      setRecordErrors(result.recordErrors);
      setFormError(result.formError);
      setInvalidAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    setRecordErrors({});
    try {
      // What is sent becomes the saved state once the server accepts it (the form and the records
      // are disabled while the save is in flight, so nothing else can be typed meanwhile).
      const sentForm = formRef.current ? readFormSnapshot(formRef.current) : null;
      const sentRecords = records;
      // Refreshes the token and re-reads the profile and user info (spec 4).
      await update.mutateAsync(result.profile);
      if (sentForm) savedForm.current = sentForm;
      setFormDirty(false);
      setSavedRecords(sentRecords);
      await refreshSessionUser().catch(() => undefined);
      feedback.alert(AlertType.success, 'Your profile has been saved.');
      onSaved?.();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  return (
    <div ref={containerRef} className="grid gap-4">
      <Card layout="grid" padding="even">
        <h2 className="text-lg font-semibold text-foreground">Personal details</h2>
        {formError ? (
          <InlineAlert variant="danger" title="Your profile was not saved." message={formError} />
        ) : null}
        <ProfileForm
          ref={formRef}
          aria-label="Profile"
          profile={profile}
          countries={countries}
          timeZones={timeZones}
          errors={errors}
          pending={update.isPending}
          onSubmit={(values) => void onSubmit(values)}
          onInput={checkForm}
          onChange={checkForm}
        />
      </Card>
      <Card layout="grid" padding="even">
        <p className="text-sm text-muted-foreground">
          Your academic records are saved together with your personal details.
        </p>
        <AcademicRecordsEditor
          levels={profile.Academics}
          records={records}
          errors={recordErrors}
          disabled={update.isPending}
          onChange={(next) => {
            void loadValidation().catch(() => undefined);
            setRecordErrors((current) => remainingRecordErrors(records, next, current));
            setRecords(next);
          }}
        />
        <div className="flex justify-end">
          {/* The same save as the form's button: one profile, one request. */}
          <Button
            type="button"
            disabled={update.isPending}
            onClick={() => formRef.current?.requestSubmit()}
          >
            {update.isPending ? 'Saving…' : 'Save academic records'}
          </Button>
        </div>
      </Card>
    </div>
  );
}
