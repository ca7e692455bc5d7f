export {
  FormControl,
  FormField,
  useFormFieldControl,
  type FormControlProps,
  type FormFieldControl,
  type FormFieldProps,
} from './form-field';
export { useFieldProps, type FieldProps } from './field-props';
