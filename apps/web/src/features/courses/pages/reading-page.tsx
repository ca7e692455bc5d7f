export { ReadingPage as default } from './content-page';
