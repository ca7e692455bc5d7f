import type { SessionUser } from '../schemas/account';

// spec: a user counts as valid only with a token and both phone and email confirmed.
export function isValidUser(
  user: Pick<SessionUser, 'isEmailConfirmed' | 'isPhoneNumberConfirmed'> | null | undefined,
  token: string | null | undefined,
): boolean {
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    user != null &&
    user.isEmailConfirmed &&
    user.isPhoneNumberConfirmed
  );
}
