export { ThemeChooser, type ThemeChooserProps } from './theme-chooser';
