export { CartSummary, type CartSummaryItem, type CartSummaryProps } from './cart-summary';
