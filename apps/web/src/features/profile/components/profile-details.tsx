import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { updateProfileMutationOptions } from '@portal/api';
import { AlertType, type CandidateProfile, type Country, type TimeZone } from '@portal/domain';
import { Card, ProfileForm, type ProfileFormValues } from '@portal/ui';
import { InlineAlert } from '../../../shared/components/inline-alert';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { useRefreshSessionUser } from '../hooks/use-refresh-session-user';
import { validateProfile, type ProfileFieldErrors } from '../profile-payload';

export interface ProfileDetailsProps {
  profile: CandidateProfile;
  countries: readonly Country[];
  timeZones: readonly TimeZone[];
  /** Called after a save the server accepted (and the session was refreshed). */
  onSaved?: () => void;
}

/**
 * The editable profile. The form keeps what was typed in its own inputs (it is uncontrolled and
 * stays mounted), so a refused save or a failed request loses nothing: the candidate fixes the
 * field named next to it, or retries.
 */
export function ProfileDetails({ profile, countries, timeZones, onSaved }: ProfileDetailsProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const update = useMutation(updateProfileMutationOptions(apiClient, queryClient));
  const refreshSessionUser = useRefreshSessionUser();

  const onSubmit = async (values: ProfileFormValues) => {
    setFormError(undefined);
    const result = validateProfile(values, profile);
    if (!result.ok) {
      setErrors(result.errors);
      setFormError(result.formError);
      // Keyboard and screen-reader users land on the first field to fix.
      const first = Object.keys(result.errors)[0];
      const control = first ? formRef.current?.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setErrors({});
    try {
      // Refreshes the token and re-reads the profile and user info (spec 4).
      await update.mutateAsync(result.profile);
      await refreshSessionUser().catch(() => undefined);
      feedback.alert(AlertType.success, 'Your profile has been saved.');
      onSaved?.();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  return (
    <Card className="grid gap-4 p-6">
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
      />
    </Card>
  );
}
