import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { GlobalLoader } from '@portal/ui';
import { guardedLoader } from './guards/guarded-loader';
import type { RouteGuardMeta } from './guards/run-guards';
import { AppRoot } from './root';
import { RouteErrorPage } from './route-error-page';

/*
 * Every route of spec section 2. Pages are lazy-loaded (one chunk per page) so the login route only
 * downloads the shell and the login form. Each route's `handle.title` feeds the page title
 * ('Route title | Candidate Portal').
 */

export interface RouteHandle {
  readonly title: string;
}

type PageModule = { default: React.ComponentType };

function page(
  path: string | undefined,
  title: string,
  meta: RouteGuardMeta,
  load: () => Promise<PageModule>,
): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle: { title } satisfies RouteHandle,
    loader: guardedLoader(meta),
    lazy: async () => ({ Component: (await load()).default }),
  };
}

function redirectRoute(
  path: string | undefined,
  to: string,
  meta: RouteGuardMeta = {},
): RouteObject {
  const guard = guardedLoader(meta);
  return {
    ...(path === undefined ? { index: true } : { path }),
    loader: async (args: LoaderFunctionArgs) => {
      await guard(args);
      return redirect(to);
    },
  };
}

// Route flags, named once.
const anonymous: RouteGuardMeta = {};
/** Entry points of the web app that the mobile apps replace (spec 1: some account pages are blocked on iOS and Android). */
const anonymousBlockedOnMobile: RouteGuardMeta = { blockedOnMobile: true };
const candidate: RouteGuardMeta = { authorised: true, pushListener: true };

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    // Shown while the first route's guards and page chunk load.
    hydrateFallbackElement: <GlobalLoader active label="Loading…" />,
    children: [
      redirectRoute(undefined, '/dashboard'),
      page(
        'downloadApp',
        'Download App',
        anonymous,
        () => import('../features/shell/pages/download-app-page'),
      ),
      {
        path: 'account',
        children: [
          // spec 2: /account redirects to /account/login and is blocked on iOS and Android.
          redirectRoute(undefined, '/account/login', anonymousBlockedOnMobile),
          page(
            'login',
            'Login',
            { anonymousOnly: true, blockedOnMobile: true },
            () => import('../features/account/pages/login-page'),
          ),
          page(
            'verifyPhoneNumber',
            'Verify Phone Number',
            anonymousBlockedOnMobile,
            () => import('../features/account/pages/verify-phone-number-page'),
          ),
          page(
            'verifyOTP',
            'Verify OTP',
            anonymousBlockedOnMobile,
            () => import('../features/account/pages/verify-otp-page'),
          ),
          page(
            'SignUp',
            'Sign Up',
            anonymousBlockedOnMobile,
            () => import('../features/account/pages/sign-up-page'),
          ),
          // Reached from links in e-mails, often on a phone: not blocked on mobile (our decision).
          page(
            'resetPassword',
            'Reset Password',
            anonymous,
            () => import('../features/account/pages/reset-password-page'),
          ),
          page(
            'changePassword',
            'Change Password',
            { authorised: true, isChangePassword: true },
            () => import('../features/account/pages/change-password-page'),
          ),
          page(
            'resetPasswordConfirmation',
            'Password Reset',
            anonymous,
            () => import('../features/account/pages/reset-password-confirmation-page'),
          ),
          page(
            'confirmEmail',
            'Confirm Email',
            anonymous,
            () => import('../features/account/pages/confirm-email-page'),
          ),
          page(
            'verifyEmail',
            'Verify Email',
            anonymous,
            () => import('../features/account/pages/verify-email-page'),
          ),
          page(
            'resendConfirmationEmail',
            'Resend Confirmation Email',
            anonymous,
            () => import('../features/account/pages/resend-confirmation-email-page'),
          ),
          page(
            '*',
            'Page Not Found',
            anonymous,
            () => import('../features/account/pages/account-not-found-page'),
          ),
        ],
      },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('./candidate-layout')).CandidateLayout }),
        children: [
          page(
            undefined,
            'Dashboard',
            candidate,
            () => import('../features/dashboard/pages/dashboard-page'),
          ),
          page(
            ':tab',
            'Dashboard',
            candidate,
            () => import('../features/dashboard/pages/dashboard-page'),
          ),
          page(
            'invoiceSummary/:invoiceId',
            'Invoice Summary',
            { ...candidate, encryptedParams: ['invoiceId'] },
            () => import('../features/invoices/pages/invoice-summary-page'),
          ),
          page(
            'myInvoices',
            'My Invoices',
            candidate,
            () => import('../features/invoices/pages/my-invoices-page'),
          ),
          page(
            'myInvoice/:invoiceId',
            'Invoice',
            { ...candidate, encryptedParams: ['invoiceId'] },
            () => import('../features/invoices/pages/my-invoice-page'),
          ),
          page(
            'mySubscriptions',
            'My Subscriptions',
            candidate,
            () => import('../features/subscriptions/pages/my-subscriptions-page'),
          ),
          page(
            'notifications',
            'Notifications',
            candidate,
            () => import('../features/notifications/pages/notifications-page'),
          ),
          page(
            'profile',
            'Profile',
            candidate,
            () => import('../features/profile/pages/profile-page'),
          ),
          // The candidate page-not-found (decrypt failures land here) and the dashboard catch-all.
          page(
            'page-not-found',
            'Page Not Found',
            anonymous,
            () => import('../features/shell/pages/not-found-page'),
          ),
          page(
            '*',
            'Page Not Found',
            anonymous,
            () => import('../features/shell/pages/not-found-page'),
          ),
        ],
      },
      {
        path: 'setting',
        lazy: async () => ({ Component: (await import('./candidate-layout')).CandidateLayout }),
        children: [
          // spec 2: /setting/profile with an optional mandatory flag (a boolean route parameter).
          page(
            'profile/:mandatory?',
            'Profile',
            { ...candidate, saveBackRoute: true },
            () => import('../features/profile/pages/profile-page'),
          ),
          page(
            '*',
            'Page Not Found',
            anonymous,
            () => import('../features/shell/pages/not-found-page'),
          ),
        ],
      },
      page(
        '*',
        'Page Not Found',
        anonymous,
        () => import('../features/shell/pages/not-found-page'),
      ),
    ],
  },
];
