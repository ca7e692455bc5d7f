export { ViewerOverlay, type ViewerOverlayProps } from './viewer-overlay';
