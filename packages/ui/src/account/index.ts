// The `account` area (the same name as its server module, domain routes and api services).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export {
  HOW_YOU_KNOW_MESSAGES,
  HowYouKnowQuestion,
  type HowYouKnowQuestionProps,
} from './how-you-know-question';
