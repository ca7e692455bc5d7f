import { TextInput, type TextInputProps } from '../text-input/text-input';

export type EmailInputProps = Omit<TextInputProps, 'type'>;

/** A labelled email input (type email, email keyboard and autocomplete). */
export function EmailInput({ autoComplete = 'email', ...props }: EmailInputProps) {
  return (
    <TextInput
      data-slot="email-input"
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      {...props}
    />
  );
}
