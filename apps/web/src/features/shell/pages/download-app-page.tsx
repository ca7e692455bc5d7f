import { useNavigate } from 'react-router-dom';
import { DownloadAppPage } from '@portal/ui';
import { detectMobilePlatform, MobilePlatform } from '../../../platform/platform-detection';
import { browserStorage, LocalStorageKey } from '../../../platform/storage';
import { config } from '../../../shared/config';

const platformName = {
  [MobilePlatform.none]: 'other',
  [MobilePlatform.ios]: 'ios',
  [MobilePlatform.android]: 'android',
} as const;

/**
 * spec 2: where iOS and Android users land from blocked routes (only when this deployment links
 * their store: see sendsToDownloadApp). "Continue in the browser" is remembered, so the platform
 * guard lets this visitor use the portal from then on.
 */
export default function DownloadApp() {
  const navigate = useNavigate();
  return (
    <DownloadAppPage
      productName="Candidate Portal"
      platform={platformName[detectMobilePlatform()]}
      appStoreUrl={config.appStoreUrl}
      playStoreUrl={config.playStoreUrl}
      onContinueInBrowser={() => {
        browserStorage('local')?.setItem(LocalStorageKey.continueInBrowser, '1');
        void navigate('/account/login');
      }}
    />
  );
}
