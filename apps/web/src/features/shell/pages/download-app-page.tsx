import { DownloadAppPage } from '@portal/ui';
import { detectMobilePlatform, MobilePlatform } from '../../../platform/platform-detection';
import { config } from '../../../shared/config';

const platformName = {
  [MobilePlatform.none]: 'other',
  [MobilePlatform.ios]: 'ios',
  [MobilePlatform.android]: 'android',
} as const;

/** spec 2: where iOS and Android users land from blocked routes. */
export default function DownloadApp() {
  return (
    <DownloadAppPage
      productName="Candidate Portal"
      platform={platformName[detectMobilePlatform()]}
      appStoreUrl={config.appStoreUrl}
      playStoreUrl={config.playStoreUrl}
    />
  );
}
