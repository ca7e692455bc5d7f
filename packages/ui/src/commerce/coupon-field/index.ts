export { CouponField, type CouponFieldProps, type CouponFieldState } from './coupon-field';
