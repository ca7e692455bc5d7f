// InlineAlert lives in packages/ui now. Kept as a re-export only for the profile feature's imports
// (owned by another helper at the time of the move); import it from '@portal/ui' instead.
export { InlineAlert, type InlineAlertProps } from '@portal/ui';
