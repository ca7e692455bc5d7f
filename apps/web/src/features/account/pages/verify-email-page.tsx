import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { verifyEmailMutationOptions } from '@portal/api';
import { AlertType, VerifyEmailRequest } from '@portal/domain';
import { AuthLayout, buttonVariants, EmailInput, InlineAlert, TextInput } from '@portal/ui';
import { useStore } from '../../../shared/create-store';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient, session } from '../../../shared/services';
import { AccountLink } from '../components/account-link';

/**
 * spec 2: email verification, after a signed-in user changed their address. The call needs the
 * session, so a signed-out visitor is asked to sign in first (and comes back here).
 */
export default function VerifyEmailPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signedIn = useStore(session.store, (state) => state.tokens !== null);
  const verify = useMutation(verifyEmailMutationOptions(apiClient, queryClient));
  const submit = useFormSubmit(verify);
  const form = useZodForm(
    VerifyEmailRequest,
    { Email: searchParams.get('email') ?? '', Code: searchParams.get('code') ?? '' },
    undefined,
    'verify-email',
  );

  const onSubmit = form.handleSubmit(
    submit.run(async (request) => {
      const response = await verify.mutateAsync(request);
      // spec 4: email verification updates the token and the stored email.
      session.updateAccessToken(response.AccessToken);
      session.updateUser({ email: response.Email, isEmailConfirmed: true });
      feedback.alert(AlertType.success, 'Your email address is verified.');
      await navigate('/dashboard');
    }),
  );

  const here = `/account/verifyEmail?${searchParams.toString()}`;
  return (
    <AuthLayout
      title="Verify your email"
      footer={<AccountLink to="/dashboard">Back to dashboard</AccountLink>}
    >
      {signedIn ? (
        <>
          {submit.errorAlert}
          <form
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-4"
            aria-label="Verify your email"
          >
            <EmailInput
              {...form.field('Email')}
              autoComplete="email"
              required
              label="Email"
            />
            <TextInput
              {...form.field('Code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              label="Verification code"
            />
            {submit.submitButton('Verify email', 'Verifying…')}
          </form>
        </>
      ) : (
        <>
          <InlineAlert variant="info" title="Sign in to verify your new email address." />
          <Link
            to={`/account/login?redirect=${encodeURIComponent(here)}`}
            className={buttonVariants({ className: 'w-full' })}
          >
            Sign in
          </Link>
        </>
      )}
    </AuthLayout>
  );
}
