import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { resetPasswordMutationOptions, sendForgotPasswordEmailMutationOptions } from '@portal/api';
import { ForgotPasswordRequest, ResetPasswordRequest } from '@portal/domain';
import { AuthLayout, Button, InlineAlert, TextInput } from '@portal/ui';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { apiClient } from '../../../shared/services';
import { AccountLink } from '../components/account-link';
import { commonPasswordCheck, NewPasswordFields } from '../components/new-password-fields';

/**
 * spec 2: request and perform a password reset. Without a code in the query the page asks for the
 * username and e-mails a code; with one (the e-mail's link, or "I have a code") it sets the new password.
 */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const initialCode = searchParams.get('code') ?? searchParams.get('Code') ?? '';
  const initialUserName = searchParams.get('username') ?? searchParams.get('userName') ?? '';
  const [mode, setMode] = useState<'request' | 'perform'>(initialCode ? 'perform' : 'request');
  const [userName, setUserName] = useState(initialUserName);

  return (
    <AuthLayout
      title="Reset your password"
      description={
        mode === 'request'
          ? 'Enter your username or email and we will send you a reset code.'
          : 'Enter the code from the email and choose a new password.'
      }
      footer={<AccountLink to="/account/login">Back to sign in</AccountLink>}
    >
      {mode === 'request' ? (
        <RequestResetForm
          initialUserName={userName}
          onSent={(name) => {
            setUserName(name);
            setMode('perform');
          }}
          onHaveCode={() => setMode('perform')}
        />
      ) : (
        <PerformResetForm initialUserName={userName} initialCode={initialCode} />
      )}
    </AuthLayout>
  );
}

function RequestResetForm(props: {
  initialUserName: string;
  onSent: (userName: string) => void;
  onHaveCode: () => void;
}) {
  const send = useMutation(sendForgotPasswordEmailMutationOptions(apiClient));
  const submit = useFormSubmit(send);
  const form = useZodForm(
    ForgotPasswordRequest,
    { username: props.initialUserName },
    undefined,
    'forgot',
  );
  const onSubmit = form.handleSubmit(
    submit.run(async (request) => {
      await send.mutateAsync(request);
      props.onSent(request.username);
    }),
  );
  return (
    <>
      {submit.errorAlert}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label="Request a reset code"
      >
        <TextInput
          {...form.field('username')}
          autoComplete="username"
          required
          label="Username or email"
        />
        {submit.submitButton('Send reset code', 'Sending…')}
        <Button type="button" variant="link" onClick={props.onHaveCode}>
          I already have a code
        </Button>
      </form>
    </>
  );
}

function PerformResetForm(props: { initialUserName: string; initialCode: string }) {
  const navigate = useNavigate();
  const reset = useMutation(resetPasswordMutationOptions(apiClient));
  const submit = useFormSubmit(reset);
  const form = useZodForm(
    ResetPasswordRequest,
    { username: props.initialUserName, code: props.initialCode, password: '', confirmPassword: '' },
    undefined,
    'reset',
  );
  const onSubmit = form.handleSubmit(
    submit.run(async (request) => {
      // ASVS 6.2.4: a common new password is refused here as on the server.
      const common = await commonPasswordCheck(request.password);
      if (common) {
        form.setErrors({ password: common });
        document.getElementById('reset-password')?.focus();
        return;
      }
      await reset.mutateAsync(request);
      await navigate('/account/resetPasswordConfirmation', { replace: true });
    }),
  );
  return (
    <>
      {props.initialUserName && !props.initialCode ? (
        <InlineAlert
          variant="info"
          title="If the account exists, we sent a reset code to its email address."
        />
      ) : null}
      {submit.errorAlert}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label="Set a new password"
      >
        <TextInput
          {...form.field('username')}
          autoComplete="username"
          required
          label="Username or email"
        />
        <TextInput
          {...form.field('code')}
          autoComplete="one-time-code"
          required
          label="Reset code"
        />
        <NewPasswordFields
          password={form.field('password')}
          confirmPassword={form.field('confirmPassword')}
        />
        {submit.submitButton('Reset password', 'Saving…')}
      </form>
    </>
  );
}
