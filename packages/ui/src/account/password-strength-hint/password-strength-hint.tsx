import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/** zxcvbn's score: 0 too guessable … 4 very unguessable (the domain's PasswordScore). */
export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

const segmentVariants = cva('h-1 flex-1 rounded-full', {
  variants: {
    tone: {
      empty: 'bg-border',
      weak: 'bg-destructive',
      fair: 'bg-warning',
      strong: 'bg-success',
    },
  },
});

type Tone = 'weak' | 'fair' | 'strong';
const toneOf = (score: PasswordStrengthScore, isCommon: boolean): Tone =>
  isCommon || score <= 1 ? 'weak' : score === 2 ? 'fair' : 'strong';

const wording: Record<PasswordStrengthScore, { label: string; advice: string }> = {
  0: { label: 'Very weak', advice: 'Easy to guess. Add more words or characters.' },
  1: { label: 'Weak', advice: 'Add another word or a few less predictable characters.' },
  2: { label: 'Fair', advice: 'A few more characters would make it much harder to guess.' },
  3: { label: 'Good', advice: 'Hard to guess.' },
  4: { label: 'Strong', advice: 'Very hard to guess.' },
};

export type PasswordStrengthHintProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** How guessable the password is; undefined before anything is typed (the rule is shown instead). */
  score?: PasswordStrengthScore;
  /**
   * The password is one of the common ones and will be refused.
   * @defaultValue false
   */
  isCommon?: boolean;
  /**
   * The fewest characters a password needs (named in the rule shown before typing).
   * @defaultValue 8
   */
  minLength?: number;
};

/**
 * The strength of a new password as it is typed: four bars and a sentence. Made of inline
 * elements so it can sit in a field's hint (whose text a screen reader reads with the field); the
 * sentence is a polite live region, read once typing pauses.
 */
export function PasswordStrengthHint({
  score,
  isCommon = false,
  minLength = 8,
  className,
  ...props
}: PasswordStrengthHintProps) {
  const filled = score === undefined ? 0 : isCommon ? 1 : Math.max(1, score);
  const tone = score === undefined ? undefined : toneOf(score, isCommon);
  const sentence =
    score === undefined
      ? `Use at least ${minLength} characters. A few unrelated words make a strong password.`
      : isCommon
        ? 'Password strength: Very weak. This is a common password and will be refused.'
        : `Password strength: ${wording[score].label}. ${wording[score].advice}`;
  return (
    <span data-slot="password-strength-hint" className={cn('flex flex-col gap-1', className)} {...props}>
      <span aria-hidden className="flex gap-1" data-filled={filled}>
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={segmentVariants({ tone: tone && segment <= filled ? tone : 'empty' })}
          />
        ))}
      </span>
      <span aria-live="polite">{sentence}</span>
    </span>
  );
}
