export { MistakePractice, practiceSet, type MistakePracticeProps } from './mistake-practice';
