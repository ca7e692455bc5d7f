export {
  ReaderToolbar,
  readerFontScales,
  readerZoomSteps,
  type ReaderToolbarProps,
} from './reader-toolbar';
