import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { confirmEmailMutationOptions } from '@portal/api';
import { EmailConfirmRequest } from '@portal/domain';
import { AuthLayout, InlineAlert, Skeleton } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, queryClient } from '../../../shared/services';
import { AccountLink } from '../components/account-link';

/** spec 2: email confirmation from the link in the e-mail (query UserId and Code). */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const request = EmailConfirmRequest.safeParse({
    UserId: searchParams.get('UserId') ?? searchParams.get('userId') ?? '',
    Code: searchParams.get('Code') ?? searchParams.get('code') ?? '',
  });
  const confirm = useMutation(confirmEmailMutationOptions(apiClient, queryClient));
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: StrictMode runs effects twice in development, and a code is single-use.
    if (!request.success || sent.current) return;
    sent.current = true;
    confirm.mutate(request.data);
  }, [request.success, request.data, confirm]);

  let body: React.ReactNode;
  if (!request.success) {
    body = (
      <InlineAlert
        variant="danger"
        title="This confirmation link is incomplete. Open the link from your email again."
      />
    );
  } else if (confirm.isSuccess) {
    body = (
      <InlineAlert
        variant="success"
        title="Your email address is confirmed."
        message="You can sign in now."
      />
    );
  } else if (confirm.isError) {
    body = <InlineAlert variant="danger" title={errorMessage(confirm.error)} />;
  } else {
    body = (
      <div role="status" aria-label="Confirming your email">
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }

  return (
    <AuthLayout
      title="Confirm your email"
      footer={
        <>
          <AccountLink to="/account/login">Sign in</AccountLink>
          {/* Only when the link did not work: after a success the one next step is to sign in. */}
          {confirm.isSuccess || confirm.isPending ? null : (
            <AccountLink to="/account/resendConfirmationEmail">Send the email again</AccountLink>
          )}
        </>
      }
    >
      {body}
    </AuthLayout>
  );
}
