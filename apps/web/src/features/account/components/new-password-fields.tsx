import { PasswordInput } from '@portal/ui';
import type { FieldProps } from '../../../shared/forms/use-zod-form';

/** A new password and its confirmation (change password, reset password). */
export function NewPasswordFields(props: { password: FieldProps; confirmPassword: FieldProps }) {
  return (
    <>
      <PasswordInput {...props.password} autoComplete="new-password" required label="New password" />
      <PasswordInput
        {...props.confirmPassword}
        autoComplete="new-password"
        required
        label="Confirm new password"
      />
    </>
  );
}
