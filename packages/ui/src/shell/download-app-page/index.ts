export {
  DownloadAppPage,
  type DownloadAppPageProps,
  type MobilePlatform,
} from './download-app-page';
