export { AppHeader, type AppHeaderProps } from './app-header';
