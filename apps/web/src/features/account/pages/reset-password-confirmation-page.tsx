import { AuthLayout, InlineAlert } from '@portal/ui';

import { AccountLink } from '../components/account-link';

/** spec 2: the confirmation page after a successful password reset. */
export default function ResetPasswordConfirmationPage() {
  return (
    <AuthLayout
      title="Password changed"
      footer={<AccountLink to="/account/login">Sign in</AccountLink>}
    >
      <InlineAlert
        variant="success"
        title="Your password has been reset. Sign in with your new password."
      />
    </AuthLayout>
  );
}
