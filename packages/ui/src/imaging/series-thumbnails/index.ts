export { SeriesThumbnails, type SeriesThumbnailsProps } from './series-thumbnails';
