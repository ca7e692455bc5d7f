export { Money, formatAmount, type MoneyProps } from './money';
