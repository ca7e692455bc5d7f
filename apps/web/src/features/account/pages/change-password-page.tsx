import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { changePasswordMutationOptions } from '@portal/api';
import { AlertType, ChangePasswordRequest } from '@portal/domain';
import { AuthLayout, Button, InlineAlert, PasswordInput } from '@portal/ui';
import { useStore } from '../../../shared/create-store';
import { errorMessage, useZodForm } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient, session } from '../../../shared/services';
import { AccountLink } from '../components/account-link';

/** spec 2: change password, authenticated only; also where a forced password change lands. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const forced = useStore(session.store, (state) => state.user?.isForcePwdChange ?? false);
  const [formError, setFormError] = useState<string>();
  const change = useMutation(changePasswordMutationOptions(apiClient, queryClient));
  const form = useZodForm(
    ChangePasswordRequest,
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    undefined,
    'change',
  );

  const onSubmit = form.handleSubmit(async (request) => {
    setFormError(undefined);
    try {
      await change.mutateAsync(request);
      session.updateUser({ isForcePwdChange: false });
      feedback.alert(AlertType.success, 'Your password has been changed.');
      await navigate('/dashboard', { replace: true });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  return (
    <AuthLayout
      title="Change password"
      footer={forced ? undefined : <AccountLink to="/dashboard">Back to dashboard</AccountLink>}
    >
      {forced ? (
        <InlineAlert variant="warning" title="You must change your password before you continue." />
      ) : null}
      {formError ? (
        <InlineAlert variant="danger" title={formError} data-testid="form-error" />
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label="Change password"
      >
        <PasswordInput
          {...form.field('oldPassword')}
          autoComplete="current-password"
          required
          label="Current password"
          error={form.errors.oldPassword}
        />
        <PasswordInput
          {...form.field('newPassword')}
          autoComplete="new-password"
          required
          label="New password"
          error={form.errors.newPassword}
        />
        <PasswordInput
          {...form.field('confirmPassword')}
          autoComplete="new-password"
          required
          label="Confirm new password"
          error={form.errors.confirmPassword}
        />
        <Button type="submit" disabled={change.isPending} className="w-full">
          {change.isPending ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
