export { AlertVariant, alertVariants } from './alert-variants';
