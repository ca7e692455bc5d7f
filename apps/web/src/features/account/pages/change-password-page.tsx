import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { changePasswordMutationOptions } from '@portal/api';
import { AlertType, ChangePasswordRequest } from '@portal/domain';
import { AuthLayout, InlineAlert, PasswordInput } from '@portal/ui';
import { useStore } from '../../../shared/create-store';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient, session } from '../../../shared/services';
import { AccountLink } from '../components/account-link';
import { commonPasswordCheck, NewPasswordFields } from '../components/new-password-fields';

/** spec 2: change password, authenticated only; also where a forced password change lands. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const forced = useStore(session.store, (state) => state.user?.isForcePwdChange ?? false);
  const change = useMutation(changePasswordMutationOptions(apiClient, queryClient));
  const submit = useFormSubmit(change);
  const form = useZodForm(
    ChangePasswordRequest,
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    undefined,
    'change',
  );

  const onSubmit = form.handleSubmit(
    submit.run(async (request) => {
      // ASVS 6.2.4: a common new password is refused here as on the server.
      const common = await commonPasswordCheck(request.newPassword);
      if (common) {
        form.setErrors({ newPassword: common });
        document.getElementById('change-newPassword')?.focus();
        return;
      }
      await change.mutateAsync(request);
      session.updateUser({ isForcePwdChange: false });
      feedback.alert(AlertType.success, 'Your password has been changed.');
      await navigate('/dashboard', { replace: true });
    }),
  );

  return (
    <AuthLayout
      title="Change password"
      footer={forced ? undefined : <AccountLink to="/dashboard">Back to dashboard</AccountLink>}
    >
      {forced ? (
        <InlineAlert variant="warning" title="You must change your password before you continue." />
      ) : null}
      {submit.errorAlert}
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
        />
        <NewPasswordFields
          password={form.field('newPassword')}
          confirmPassword={form.field('confirmPassword')}
        />
        {submit.submitButton('Change password', 'Saving…')}
      </form>
    </AuthLayout>
  );
}
