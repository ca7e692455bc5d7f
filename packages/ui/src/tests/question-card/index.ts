export { QuestionCard, type AnswerOption, type QuestionCardProps } from './question-card';
