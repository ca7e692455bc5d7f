export { AlertStack, type AlertStackItem, type AlertStackProps } from './alert-stack';
