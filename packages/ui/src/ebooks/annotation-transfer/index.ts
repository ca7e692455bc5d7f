export { AnnotationTransfer, type AnnotationTransferProps } from './annotation-transfer';
