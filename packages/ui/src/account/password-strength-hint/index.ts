export {
  PasswordStrengthHint,
  type PasswordStrengthHintProps,
  type PasswordStrengthScore,
} from './password-strength-hint';
