import { DownloadAppPanel } from '../components/download-app-panel';

/** spec 2: where iOS and Android users land from blocked routes. */
export default function DownloadApp() {
  return <DownloadAppPanel />;
}
