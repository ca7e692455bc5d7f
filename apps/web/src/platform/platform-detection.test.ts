import { describe, expect, it } from 'vitest';
import {
  detectMobilePlatform,
  isIncompatiblePlatform,
  isPushBrowser,
  MobilePlatform,
  sendsToDownloadApp,
} from './platform-detection';

const agents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  chrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
  opera:
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 OPR/105.0',
};

describe('platform detection', () => {
  it('finds iOS (including iPadOS posing as a Mac) and Android', () => {
    expect(detectMobilePlatform({ userAgent: agents.iphone })).toBe(MobilePlatform.ios);
    expect(detectMobilePlatform({ userAgent: agents.mac, maxTouchPoints: 5 })).toBe(
      MobilePlatform.ios,
    );
    expect(detectMobilePlatform({ userAgent: agents.android })).toBe(MobilePlatform.android);
    expect(isIncompatiblePlatform({ userAgent: agents.mac, maxTouchPoints: 0 })).toBe(false);
    expect(isIncompatiblePlatform({ userAgent: agents.chrome })).toBe(false);
    expect(isIncompatiblePlatform(null)).toBe(false);
  });

  it('knows the push browsers of the spec', () => {
    for (const agent of [agents.chrome, agents.edge, agents.firefox, agents.opera]) {
      expect(isPushBrowser({ userAgent: agent })).toBe(true);
    }
    expect(isPushBrowser({ userAgent: agents.mac })).toBe(false);
    expect(isPushBrowser({ userAgent: agents.iphone })).toBe(false);
  });
});

describe('sendsToDownloadApp (issue 11: phones without an app to get use the portal)', () => {
  const appStoreUrl = 'https://apps.apple.com/app/id000000';
  const playStoreUrl = 'https://play.google.com/store/apps/details?id=portal';

  it('never sends a phone anywhere when the deployment links no store (the default build)', () => {
    expect(sendsToDownloadApp(MobilePlatform.ios, {}, false)).toBe(false);
    expect(sendsToDownloadApp(MobilePlatform.android, {}, false)).toBe(false);
  });

  it('sends each phone to the download page when its own store is linked', () => {
    const both = { appStoreUrl, playStoreUrl };
    expect(sendsToDownloadApp(MobilePlatform.ios, both, false)).toBe(true);
    expect(sendsToDownloadApp(MobilePlatform.android, both, false)).toBe(true);
    expect(sendsToDownloadApp(MobilePlatform.none, both, false)).toBe(false);
  });

  it('does not send a phone whose store is missing to a page with only the other store', () => {
    expect(sendsToDownloadApp(MobilePlatform.ios, { playStoreUrl }, false)).toBe(false);
    expect(sendsToDownloadApp(MobilePlatform.android, { playStoreUrl }, false)).toBe(true);
    expect(sendsToDownloadApp(MobilePlatform.android, { appStoreUrl }, false)).toBe(false);
  });

  it('lets a visitor who chose to continue in the browser stay in the portal', () => {
    expect(sendsToDownloadApp(MobilePlatform.ios, { appStoreUrl, playStoreUrl }, true)).toBe(false);
  });
});
