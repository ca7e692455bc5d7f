import { route } from './route';

/** Account and session (account-and-shell.md section 7). */
export const AccountApiRoutes = {
  login: route('POST', 'oauthService/token', false),
  refreshToken: route('POST', 'token/refresh', false),
  logout: route('POST', 'AccountService/Logout', true),
  getLoggedInUserInfo: route('GET', 'AccountService/GetLoggedInUserInfo', true),
  confirmEmail: route('POST', 'AccountService/ConfirmEmail', false),
  resendConfirmationEmail: route('POST', 'AccountService/ResendConfirmationEmail', false),
  sendForgotPasswordEmail: route('POST', 'AccountService/SendForgotPasswordEmail', false),
  resetPassword: route('POST', 'AccountService/ResetPassword', false),
  changePassword: route('POST', 'AccountService/ChangePassword', true),
  isUserNameUnique: route('GET', 'CandidateAccountService/IsUserNameUnique', false),
  signUp: route('POST', 'CandidateAccountService/SignUp', false),
  sendOtp: route('POST', 'AccountService/SendOTP', false),
  verifyOtp: route('POST', 'AccountService/VerifyOTP', false),
  changeEmail: route('POST', 'AccountService/ChangeEmail', true),
  verifyEmail: route('POST', 'AccountService/VerifyEmail', true),
  getAppInfo: route('GET', 'AccountService/GetAppInfo', false),
  getHowYouKnowQuestion: route('GET', 'CandidateAccountService/GetHowYouKnowQuestion', true),
  saveHowYouKnowAnswer: route('POST', 'CandidateAccountService/SaveHowYouKnowAnswer', true),
  /** Not in the spec (issue 11): "Not now" to the how-you-know question, remembered with its date. */
  postponeHowYouKnowQuestion: route('POST', 'CandidateAccountService/PostponeHowYouKnowQuestion', true),
} as const;
