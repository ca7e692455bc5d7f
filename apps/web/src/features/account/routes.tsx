import { page, redirectRoute, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';
import { loginAccess, loginPath, loginTitle } from './login-route';

const { anonymous, anonymousBlockedOnMobile } = RouteAccess;

/** spec 2: the account pages under /account. They read no data on entry (forms only). */
export const accountRoutes: FeatureRoutes = {
  root: [
    {
      path: 'account',
      children: [
        // spec 2: /account redirects to /account/login and is blocked on iOS and Android.
        // A first visit to either gets the login document instead (login-main.tsx, served by the
        // server for these two paths); these routes serve navigations inside the SPA.
        redirectRoute(undefined, loginPath, anonymousBlockedOnMobile),
        page('login', loginTitle, loginAccess, () => import('./pages/login-page')),
        page(
          'verifyPhoneNumber',
          'Verify Phone Number',
          anonymousBlockedOnMobile,
          () => import('./pages/verify-phone-number-page'),
        ),
        page(
          'verifyOTP',
          'Verify OTP',
          anonymousBlockedOnMobile,
          () => import('./pages/verify-otp-page'),
        ),
        page(
          'SignUp',
          'Sign Up',
          anonymousBlockedOnMobile,
          () => import('./pages/sign-up-page'),
        ),
        // Reached from links in e-mails, often on a phone: not blocked on mobile (our decision).
        page(
          'resetPassword',
          'Reset Password',
          anonymous,
          () => import('./pages/reset-password-page'),
        ),
        page(
          'changePassword',
          'Change Password',
          { authorised: true, isChangePassword: true },
          () => import('./pages/change-password-page'),
        ),
        page(
          'resetPasswordConfirmation',
          'Password Reset',
          anonymous,
          () => import('./pages/reset-password-confirmation-page'),
        ),
        page(
          'confirmEmail',
          'Confirm Email',
          anonymous,
          () => import('./pages/confirm-email-page'),
        ),
        page(
          'verifyEmail',
          'Verify Email',
          anonymous,
          () => import('./pages/verify-email-page'),
        ),
        page(
          'resendConfirmationEmail',
          'Resend Confirmation Email',
          anonymous,
          () => import('./pages/resend-confirmation-email-page'),
        ),
        page('*', 'Page Not Found', anonymous, () => import('./pages/account-not-found-page')),
      ],
    },
  ],
};
