export { ReaderToolbar, readerZoomSteps, type ReaderToolbarProps } from './reader-toolbar';
