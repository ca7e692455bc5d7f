export {
  HOW_YOU_KNOW_MESSAGES,
  HowYouKnowQuestion,
  type HowYouKnowQuestionProps,
} from './how-you-know-question';
