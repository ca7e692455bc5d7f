export { AnnotationPanel, AnnotationFilter, type AnnotationPanelProps } from './annotation-panel';
