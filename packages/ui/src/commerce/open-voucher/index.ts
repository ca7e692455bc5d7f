export { OpenVoucher, type OpenVoucherProps } from './open-voucher';
