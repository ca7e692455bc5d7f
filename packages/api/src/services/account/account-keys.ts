/**
 * Query and mutation keys of the account area (TanStack Query key factory). Keys nest under `all`
 * so one invalidation refreshes everything the user's account shows.
 */
export const accountKeys = {
  all: ['account'] as const,
  loggedInUserInfos: () => [...accountKeys.all, 'logged-in-user-info'] as const,
  loggedInUserInfo: (appVersionCode: number) => [...accountKeys.loggedInUserInfos(), appVersionCode] as const,
  appInfo: (appVersionCode?: number) => [...accountKeys.all, 'app-info', appVersionCode ?? null] as const,
  userNameUnique: (userName: string) => [...accountKeys.all, 'user-name-unique', userName] as const,
  howYouKnowQuestion: () => [...accountKeys.all, 'how-you-know-question'] as const,
  // Mutations
  login: () => [...accountKeys.all, 'login'] as const,
  logout: () => [...accountKeys.all, 'logout'] as const,
  refreshToken: () => [...accountKeys.all, 'refresh-token'] as const,
  confirmEmail: () => [...accountKeys.all, 'confirm-email'] as const,
  resendConfirmationEmail: () => [...accountKeys.all, 'resend-confirmation-email'] as const,
  sendForgotPasswordEmail: () => [...accountKeys.all, 'send-forgot-password-email'] as const,
  resetPassword: () => [...accountKeys.all, 'reset-password'] as const,
  changePassword: () => [...accountKeys.all, 'change-password'] as const,
  signUp: () => [...accountKeys.all, 'sign-up'] as const,
  sendOtp: () => [...accountKeys.all, 'send-otp'] as const,
  verifyOtp: () => [...accountKeys.all, 'verify-otp'] as const,
  changeEmail: () => [...accountKeys.all, 'change-email'] as const,
  verifyEmail: () => [...accountKeys.all, 'verify-email'] as const,
  saveHowYouKnowAnswer: () => [...accountKeys.all, 'save-how-you-know-answer'] as const,
  postponeHowYouKnowQuestion: () => [...accountKeys.all, 'postpone-how-you-know-question'] as const,
};
