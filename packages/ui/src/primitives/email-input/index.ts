export { EmailInput, type EmailInputProps } from './email-input';
