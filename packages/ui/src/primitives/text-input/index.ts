export { TextInput, type TextInputProps } from './text-input';
export { inputVariants } from './input-variants';
