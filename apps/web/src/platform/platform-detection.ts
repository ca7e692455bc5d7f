/*
 * Platform and browser detection from the user agent (and touch points, for iPadOS which reports
 * itself as a Mac).
 */

export const MobilePlatform = { none: 0, ios: 1, android: 2 } as const;
export type MobilePlatform = (typeof MobilePlatform)[keyof typeof MobilePlatform];

export interface NavigatorLike {
  userAgent: string;
  maxTouchPoints?: number;
}

function defaultNavigator(): NavigatorLike | null {
  return typeof navigator === 'undefined' ? null : navigator;
}

export function detectMobilePlatform(
  nav: NavigatorLike | null = defaultNavigator(),
): MobilePlatform {
  if (!nav) return MobilePlatform.none;
  const agent = nav.userAgent;
  if (/android/i.test(agent)) return MobilePlatform.android;
  if (/iPad|iPhone|iPod/.test(agent)) return MobilePlatform.ios;
  // iPadOS 13+ asks for the desktop site: a "Macintosh" with a touch screen is an iPad.
  if (/Macintosh/.test(agent) && (nav.maxTouchPoints ?? 0) > 1) return MobilePlatform.ios;
  return MobilePlatform.none;
}

/** spec 2 guard 6: iOS and Android are the incompatible platforms, sent to the download-app page. */
export function isIncompatiblePlatform(nav: NavigatorLike | null = defaultNavigator()): boolean {
  return detectMobilePlatform(nav) !== MobilePlatform.none;
}

/** The deployment's store links (build-time configuration; either may be missing). */
export interface StoreLinks {
  readonly appStoreUrl?: string;
  readonly playStoreUrl?: string;
}

/**
 * Whether the platform guard sends this visitor to the download-app page (issue 11, decision in
 * the README). The spec blocks some pages on iOS and Android because the product has mobile apps:
 * a phone is sent to download the app only when this deployment links that phone's store (an
 * iPhone needs an App Store link, an Android phone a Google Play one), so nobody lands on a page
 * with no app to get. Without one, phones use the responsive portal. A visitor who chose "Continue
 * in the browser" on the download-app page is not sent there again.
 */
export function sendsToDownloadApp(
  platform: MobilePlatform,
  links: StoreLinks,
  choseBrowser: boolean,
): boolean {
  if (choseBrowser) return false;
  switch (platform) {
    case MobilePlatform.none:
      return false;
    case MobilePlatform.ios:
      return Boolean(links.appStoreUrl);
    case MobilePlatform.android:
      return Boolean(links.playStoreUrl);
    default:
      return platform satisfies never;
  }
}

/**
 * spec 4 (Push): supported browsers are Edge, Chromium Edge, Opera, Chrome and Firefox. Safari and
 * the in-app browsers of iOS are not.
 */
export function isPushBrowser(nav: NavigatorLike | null = defaultNavigator()): boolean {
  if (!nav) return false;
  const agent = nav.userAgent;
  if (/iPad|iPhone|iPod/.test(agent)) return false;
  return /Edge\/|Edg\/|OPR\/|Opera|Firefox\/|Chrome\/|Chromium\//.test(agent);
}

/** Whether this browser can receive push (spec: Edge, Chromium Edge, Opera, Chrome, Firefox). */
export function supportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    isPushBrowser() &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}
