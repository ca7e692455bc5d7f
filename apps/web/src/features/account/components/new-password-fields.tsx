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

/**
 * The common-password sentence for a new password (ASVS 6.2.4, the rule the server applies too),
 * or undefined; also undefined when the rules cannot be fetched, since the server checks too. The
 * rules load on demand in their own chunk. (No strength hint here: the module it would share with
 * the sign-up page becomes a chunk that the entry's preload table names, and the login route's
 * first load must not grow.)
 */
export async function commonPasswordCheck(password: string): Promise<string | undefined> {
  const rules = await import('@portal/domain/password-strength').catch(() => undefined);
  return rules?.commonPasswordProblem(password);
}
