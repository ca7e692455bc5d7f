export { RenewalSelection, type RenewalSelectionProps } from './renewal-selection';
