export { ImageViewport, type DicomTokenSource, type ImageProblemReport, type ViewportState } from './image-viewport';
