export { ResumePrompt, type ResumeLinkProps, type ResumePromptProps } from './resume-prompt';
