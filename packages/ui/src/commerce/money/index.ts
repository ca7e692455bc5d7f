export { Money, type MoneyProps } from './money';
