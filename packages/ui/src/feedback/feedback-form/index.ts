export { FeedbackForm, type FeedbackFormAnswer, type FeedbackFormProps } from './feedback-form';
