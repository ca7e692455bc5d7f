export {
  FormField,
  useFormFieldControl,
  type FormFieldControl,
  type FormFieldProps,
} from './form-field';
