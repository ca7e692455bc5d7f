export { AssignmentReview, type AssignmentReviewProps } from './assignment-review';
