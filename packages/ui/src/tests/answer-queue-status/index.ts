export {
  AnswerQueueStatus,
  type AnswerQueueState,
  type AnswerQueueStatusProps,
} from './answer-queue-status';
