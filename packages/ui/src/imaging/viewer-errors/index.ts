export { ViewerErrors, type ImageProblem, type ViewerErrorsProps } from './viewer-errors';
