export { VideoPage as default } from './content-page';
