export { ViewerToolbar, type ViewerTool, type ViewerToolbarProps } from './viewer-toolbar';
