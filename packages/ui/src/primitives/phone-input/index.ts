export { PhoneInput, digitsOnly, type PhoneCountry, type PhoneInputProps } from './phone-input';
