// Shell: the page frame around every area (header, navigation, layouts, the download-app page).
// Re-exports each component folder's index.ts (its named exports; no namespaces or defaults,
// so bundlers tree-shake); re-exported by src/index.ts.
export * from './account-menu';
export * from './app-header';
export * from './auth-layout';
export * from './download-app-page';
export * from './main-nav';
export * from './navigation-drawer';
export * from './page-layout';
export * from './page-section';
