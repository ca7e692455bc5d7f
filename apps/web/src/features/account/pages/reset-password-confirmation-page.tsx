import { InlineAlert } from '../../../shared/components/inline-alert';

import { AccountLink } from '../components/account-link';
import { AccountPanel } from '../components/account-panel';

/** spec 2: the confirmation page after a successful password reset. */
export default function ResetPasswordConfirmationPage() {
  return (
    <AccountPanel
      title="Password changed"
      footer={<AccountLink to="/account/login">Sign in</AccountLink>}
    >
      <InlineAlert
        variant="success"
        title="Your password has been reset. Sign in with your new password."
      />
    </AccountPanel>
  );
}
