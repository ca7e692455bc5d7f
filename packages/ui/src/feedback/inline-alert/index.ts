export { InlineAlert, type InlineAlertProps } from './inline-alert';
