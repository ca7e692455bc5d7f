// Its own module so the drawer (a Radix dialog) loads only when a phone user first opens it
// (bench/bundle-size.mjs, dashboard budget).
export { NavigationDrawer } from '@portal/ui';
