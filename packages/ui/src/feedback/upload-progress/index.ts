export { UploadProgress, type UploadProgressProps } from './upload-progress';
