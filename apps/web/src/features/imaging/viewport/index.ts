export { ImageViewport, renderThumbnail, type DicomTokenSource, type ImageProblemReport, type ViewportState } from './image-viewport';
