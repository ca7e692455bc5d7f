export { ProgramCompletion, type ProgramCompletionProps } from './program-completion';
