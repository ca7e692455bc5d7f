import { useSearchParams } from 'react-router-dom';

/** The phone details carried between sign-up, phone entry and OTP entry in the query string. */
export interface PhoneQuery {
  userName: string;
  phoneNumber: string;
  phoneCode: string;
  countryCode: string;
}

export function usePhoneQuery(): PhoneQuery {
  const [searchParams] = useSearchParams();
  return {
    userName: searchParams.get('userName') ?? '',
    phoneNumber: searchParams.get('phoneNumber') ?? '',
    phoneCode: searchParams.get('phoneCode') ?? '',
    countryCode: searchParams.get('countryCode') ?? '',
  };
}

export function phoneQueryString(phone: PhoneQuery): string {
  return new URLSearchParams({ ...phone }).toString();
}
