export { NavigationDrawer, type NavigationDrawerProps } from './navigation-drawer';
export { NavigationMenuButton, type NavigationMenuButtonProps } from './navigation-menu-button';
