export { ReadingView, type ReadingViewProps } from './reading-view';
