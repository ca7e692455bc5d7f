export { AppHeader, type AppHeaderProps, type HeaderUser } from './app-header';
