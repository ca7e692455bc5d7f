import { TextInput, type TextInputProps } from '../text-input/text-input';

export type DateInputProps = Omit<
  TextInputProps,
  'type' | 'value' | 'defaultValue' | 'min' | 'max'
> & {
  /** The date as YYYY-MM-DD ('' when empty). */
  value?: string;
  /** The initial date as YYYY-MM-DD when uncontrolled. */
  defaultValue?: string;
  /** The earliest allowed date, YYYY-MM-DD. */
  min?: string;
  /** The latest allowed date, YYYY-MM-DD. */
  max?: string;
};

/** A labelled native date input; values are ISO dates (YYYY-MM-DD). */
export function DateInput(props: DateInputProps) {
  return <TextInput data-slot="date-input" type="date" {...props} />;
}
