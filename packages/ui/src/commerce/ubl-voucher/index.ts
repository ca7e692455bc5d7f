export { UblVoucher, type BankAccount, type UblVoucherProps } from './ubl-voucher';
