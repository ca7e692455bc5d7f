/** Constants of the application shell, taken from the spec (section 4 and 9 of account-and-shell). */
export const ShellTiming = {
  /** An alert auto-dismisses after 5 s. */
  alertDismissMs: 5000,
  /** Toasts hide after 10 s (bottom right). */
  toastHideMs: 10000,
  /** The navigation progress bar's default duration. */
  progressBarDurationMs: 3000,
  /** The 'Unauthorized access' alert is delayed 2000 ms. */
  unauthorizedAlertDelayMs: 2000,
} as const;

export const ProgressBar = {
  heightPx: 2,
  /** It simulates progress until past 95 percent, then finishes. */
  finishAbovePercent: 95,
  successColor: 'blue',
  failureColor: 'red',
} as const;

/** Skeleton placeholder counts (spec: 3, 4 or 7 items; 3 button placeholders). */
export const SkeletonCount = { small: 3, medium: 4, large: 7, buttons: 3 } as const;
export type SkeletonCount = (typeof SkeletonCount)[keyof typeof SkeletonCount];

export const ConnectivityToast = {
  online: { title: 'Welcome!', message: 'We are back online.' },
  offline: { title: 'Ooops...', message: 'Check your internet connection and try again.' },
} as const;

export const NotFoundPageText = {
  code: '404',
  heading: 'Page not found',
  text: "The page you are looking for doesn't exist or an other error occured.",
  button: 'GO HOME!',
} as const;

export const EmptyStateAvatar = {
  norecord: 'norecord',
  locked: 'locked',
  emptynotes: 'emptynotes',
} as const;
export type EmptyStateAvatar = (typeof EmptyStateAvatar)[keyof typeof EmptyStateAvatar];
export const EMPTY_STATE_HEADING = 'Oops!';

/** The page title: the route title, a separator, then the product name. */
export const PRODUCT_NAME = 'Candidate Portal';
export function pageTitle(routeTitle: string | null | undefined, separator = ' | '): string {
  return routeTitle ? `${routeTitle}${separator}${PRODUCT_NAME}` : PRODUCT_NAME;
}
