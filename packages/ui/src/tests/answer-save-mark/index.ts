export {
  AnswerSaveMark,
  type AnswerSaveMarkProps,
  type AnswerSaveStatus,
} from './answer-save-mark';
