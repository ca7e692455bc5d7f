import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { isApiError } from '@portal/api';
import { AlertType, LoginChallenge, ServerException } from '@portal/domain';
import { AuthLayout, PasswordInput, TextInput } from '@portal/ui';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useLazyMutation } from '../../../shared/forms/use-lazy-mutation';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { feedback } from '../../../shared/app-state';
import type { LoginNavigation } from '../login-submit';

/*
 * The sign-in form, without the router: the SPA's login route (pages/login-page.tsx) and the login
 * document (login-main.tsx, served for a first visit to /account/login) both render it, each with
 * its own way of moving on and of linking to the other account pages.
 */

// zod (the form's schema) loads on the first keystroke, not with the form (issue #10).
const loadLoginCredentials = async () => (await import('../login-credentials')).LoginCredentials;

// The submit path (the login call and what follows a sign-in: the session, the messages, the next
// page) loads on the first focus or keystroke in the form, not with it (issue #10).
const loadSubmitPath = () => import('../login-submit');
const loadLoginMutation = async () => (await loadSubmitPath()).loginMutation();

// The security check is asked only after several failed sign-ins: its code loads then.
const loadChallenge = () => import('../components/login-challenge');
const LoginChallengePanel = lazy(async () => ({ default: (await loadChallenge()).LoginChallengePanel }));

/** A link to another account page, styled as a text link. */
export type AccountPageLink = ComponentType<{ to: string; children: ReactNode }>;

export interface LoginFormProps extends LoginNavigation {
  /** The `redirect` query of the address (where to go after signing in). */
  readonly redirectQuery: string | null;
  /** How the footer links to the other account pages. */
  readonly Link: AccountPageLink;
  /** Called on the form's first focus, after the submit path has started loading. */
  readonly onFirstFocus?: () => void;
}

export function LoginForm({ navigate, leavesDocument, redirectQuery, Link, onFirstFocus }: LoginFormProps) {
  const form = useZodForm(loadLoginCredentials, { username: '', password: '' }, undefined, 'login');
  // The query cache loads on submit, not with the form (issue #10).
  const login = useLazyMutation(loadLoginMutation);
  // A full page load to the next page takes a moment: the form stays busy until this document
  // goes (and is usable again if the browser brings it back from its back-forward cache).
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!leavesDocument) return;
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, [leavesDocument]);
  const go: LoginNavigation['navigate'] = (to, options) => {
    if (leavesDocument) setLeaving(true);
    return navigate(to, options);
  };
  // spec 8: a login error uses error_description and error from the response.
  const submit = useFormSubmit({ isPending: login.isPending || leaving });
  // Set when the server asked for the reCAPTCHA challenge (its message); every later try solves one.
  const [challenge, setChallenge] = useState<string>();
  const focused = useRef(false);

  const onSubmit = form.handleSubmit(
    submit.run(async (credentials) => {
      try {
        const challengeToken = challenge ? await (await loadChallenge()).solveLoginChallenge() : undefined;
        const response = await login.mutateAsync({ ...credentials, challengeToken });
        const { completeLogin } = await loadSubmitPath();
        const outcome = await completeLogin({ navigate: go, leavesDocument }, response, redirectQuery);
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
        await go(
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
          <Link to="/account/resetPassword">Forgot password?</Link>
          <Link to="/account/SignUp">Create an account</Link>
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
        onFocus={() => {
          void loadSubmitPath();
          if (focused.current) return;
          focused.current = true;
          onFirstFocus?.();
        }}
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
