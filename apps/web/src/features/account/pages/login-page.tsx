import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@portal/api';
import { AlertType, LoginChallenge, ServerException } from '@portal/domain';
import { AuthLayout, PasswordInput, TextInput } from '@portal/ui';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useLazyMutation } from '../../../shared/forms/use-lazy-mutation';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { feedback } from '../../../shared/app-state';
import { AccountLink } from '../components/account-link';

// zod (the form's schema) loads on the first keystroke, not with the form (issue #10).
const loadLoginCredentials = async () => (await import('../login-credentials')).LoginCredentials;

// The submit path (the login call and what follows a sign-in: the session, the messages, the next
// page) loads on the first focus or keystroke in the form, not with it (issue #10).
const loadSubmitPath = () => import('../login-submit');
const loadLoginMutation = async () => (await loadSubmitPath()).loginMutation();

// The security check is asked only after several failed sign-ins: its code loads then.
const loadChallenge = () => import('../components/login-challenge');
const LoginChallengePanel = lazy(async () => ({ default: (await loadChallenge()).LoginChallengePanel }));

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const form = useZodForm(loadLoginCredentials, { username: '', password: '' }, undefined, 'login');
  // The query cache loads on submit, not with the form (issue #10).
  const login = useLazyMutation(loadLoginMutation);
  // spec 8: a login error uses error_description and error from the response.
  const submit = useFormSubmit(login);
  // Set when the server asked for the reCAPTCHA challenge (its message); every later try solves one.
  const [challenge, setChallenge] = useState<string>();

  const onSubmit = form.handleSubmit(
    submit.run(async (credentials) => {
      try {
        const challengeToken = challenge ? await (await loadChallenge()).solveLoginChallenge() : undefined;
        const response = await login.mutateAsync({ ...credentials, challengeToken });
        const { completeLogin } = await loadSubmitPath();
        const outcome = await completeLogin(navigate, response, searchParams.get('redirect'));
        if (outcome.kind === 'refused') submit.fail(outcome.message);
      } catch (error) {
        if (isApiError(error) && error.exception === LoginChallenge.exception) {
          // Not a refusal: the server wants the security check before it looks at the password.
          setChallenge(error.message);
          return;
        }
        if (
          !isApiError(error) ||
          error.exception !== ServerException.UserEmailNotConfirmedException
        ) {
          throw error;
        }
        // The account exists but its e-mail is unconfirmed: offer the confirmation e-mail again,
        // with this message alone (no earlier "account created" next to it: issue 11, item 10).
        feedback.dismissAlerts();
        feedback.alert(AlertType.warning, error.message);
        await navigate(
          `/account/resendConfirmationEmail?username=${encodeURIComponent(credentials.username)}`,
        );
      }
    }),
  );

  return (
    <AuthLayout
      title="Sign in"
      description="Welcome back. Sign in to continue your studies."
      footer={
        <>
          <AccountLink to="/account/resetPassword">Forgot password?</AccountLink>
          <AccountLink to="/account/SignUp">Create an account</AccountLink>
        </>
      }
    >
      {submit.errorAlert}
      {challenge ? (
        <Suspense fallback={null}>
          <LoginChallengePanel message={challenge} />
        </Suspense>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadSubmitPath()}
        className="flex flex-col gap-4"
        aria-label="Sign in"
      >
        <TextInput {...form.field('username')} autoComplete="username" label="Username or email" />
        <PasswordInput
          {...form.field('password')}
          autoComplete="current-password"
          label="Password"
        />
        {submit.submitButton('Sign in', 'Signing in…')}
      </form>
    </AuthLayout>
  );
}
