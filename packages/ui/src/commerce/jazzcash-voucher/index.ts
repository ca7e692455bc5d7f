export { JazzCashVoucher, type JazzCashVoucherProps } from './jazzcash-voucher';
