export { TextInput, type TextInputProps } from './text-input';
export { inputVariants } from './input-variants';
export type { FieldProps } from './field-props';
