export {
  PaymentMethodPicker,
  paymentGatewayLabel,
  type PaymentMethodPickerProps,
} from './payment-method-picker';
