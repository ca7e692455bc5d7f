export { AssignmentDetail, type AssignmentDetailProps } from './assignment-detail';
