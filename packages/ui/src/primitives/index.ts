// Primitives: buttons, cards, badges, dialogs, tabs, tables, skeletons and the form controls.
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export { Badge, badgeVariants, type BadgeProps } from './badge';
export { Button, buttonVariants, type ButtonProps } from './button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
export { Checkbox, type CheckboxProps } from './checkbox';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { DateInput, type DateInputProps } from './date-input';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog';
export { EmailInput, type EmailInputProps } from './email-input';
export { FilePicker, type FilePickerProps } from './file-picker';
export {
  FormControl,
  FormField,
  useFormFieldControl,
  type FormControlProps,
  type FormFieldControl,
  type FormFieldProps,
  useFieldProps,
  type FieldProps,
} from './form-field';
export { OtpInput, type OtpInputProps } from './otp-input';
export { PasswordInput, type PasswordInputProps } from './password-input';
export { PhoneInput, digitsOnly, type PhoneCountry, type PhoneInputProps } from './phone-input';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group';
export {
  SegmentedFilter,
  type SegmentedFilterOption,
  type SegmentedFilterProps,
} from './segmented-filter';
export { Select, type SelectOption, type SelectProps } from './select';
export {
  ButtonsSkeleton,
  Skeleton,
  SkeletonList,
  skeletonListVariants,
  type SkeletonListProps,
  type SkeletonListVariant,
} from './skeleton';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export { TextInput, type TextInputProps, inputVariants } from './text-input';
export { TextLink, textLinkVariants, type TextLinkProps } from './text-link';
export { Textarea, type TextareaProps } from './textarea';
