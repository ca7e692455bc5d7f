export { allViewerTools, ViewerToolbar, type ViewerTool, type ViewerToolbarProps } from './viewer-toolbar';
