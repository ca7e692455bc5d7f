export {
  QuestionNavigator,
  type NavigatorQuestion,
  type QuestionNavigatorProps,
} from './question-navigator';
