export { FirstRunWelcome, type FirstRunWelcomeProps } from './first-run-welcome';
