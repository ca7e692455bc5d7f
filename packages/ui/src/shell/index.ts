// Shell: the page frame around every area (header, navigation, layouts, the download-app page).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export { AppHeader, type AppHeaderProps, type HeaderUser } from './app-header';
export { AuthLayout, type AuthLayoutProps } from './auth-layout';
export {
  DownloadAppPage,
  type DownloadAppPageProps,
  type MobilePlatform,
} from './download-app-page';
export { MainNav, type MainNavItem, type MainNavLinkProps, type MainNavProps } from './main-nav';
export { PageLayout, type PageLayoutProps } from './page-layout';
export { PageSection, type PageSectionProps } from './page-section';
