import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { resendConfirmationEmailMutationOptions } from '@portal/api';
import { ResendConfirmationEmailRequest } from '@portal/domain';
import { AuthLayout, InlineAlert, TextInput } from '@portal/ui';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { apiClient } from '../../../shared/services';
import { AccountLink } from '../components/account-link';

/** spec 2: resend the confirmation e-mail (by username). */
export default function ResendConfirmationEmailPage() {
  const [searchParams] = useSearchParams();
  const resend = useMutation(resendConfirmationEmailMutationOptions(apiClient));
  const submit = useFormSubmit(resend);
  const form = useZodForm(
    ResendConfirmationEmailRequest,
    { username: searchParams.get('username') ?? '' },
    undefined,
    'resend',
  );

  const onSubmit = form.handleSubmit(submit.run((request) => resend.mutateAsync(request)));

  return (
    <AuthLayout
      title="Resend confirmation email"
      description="Enter your username or email and we will send the confirmation link again."
      footer={<AccountLink to="/account/login">Back to sign in</AccountLink>}
    >
      {submit.errorAlert}
      {resend.isSuccess ? (
        <InlineAlert variant="success" title="We sent a new confirmation link. Check your inbox." />
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label="Resend confirmation email"
        >
          <TextInput
            {...form.field('username')}
            autoComplete="username"
            required
            label="Username or email"
          />
          {submit.submitButton('Send confirmation email', 'Sending…')}
        </form>
      )}
    </AuthLayout>
  );
}
