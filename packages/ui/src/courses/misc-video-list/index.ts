export { MiscVideoList, type MiscVideoListProps } from './misc-video-list';
