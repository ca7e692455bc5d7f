export { MainNav, type MainNavItem, type MainNavLinkProps, type MainNavProps } from './main-nav';
