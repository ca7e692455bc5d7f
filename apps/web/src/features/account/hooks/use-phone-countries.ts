import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { countriesQueryOptions } from '@portal/api';
import type { PhoneCountry } from '@portal/ui';
import { apiClient } from '../../../shared/services';

/** The server's countries as the phone input lists them, plus lookups by country code. */
export function usePhoneCountries() {
  const query = useQuery(countriesQueryOptions(apiClient));
  const countries: PhoneCountry[] = (query.data ?? []).map((country) => ({
    countryCode: country.CountryCode,
    phoneCode: country.PhoneCode,
    name: country.Name,
  }));
  return {
    countries,
    isPending: query.isPending,
    phoneCodeOf: (countryCode: string) =>
      countries.find((country) => country.countryCode === countryCode)?.phoneCode ?? '',
    /** The browser's region when the server lists it, else the first country (a phone input needs one). */
    defaultCountryCode: (): string => {
      const region = (globalThis.navigator?.language ?? '').split('-')[1]?.toUpperCase();
      return (
        countries.find((country) => country.countryCode === region)?.countryCode ??
        countries[0]?.countryCode ??
        ''
      );
    },
  };
}

/**
 * A phone number needs a country: while the form has none, choose the default one (the browser's
 * region, or the first listed) once the countries have loaded.
 */
export function useDefaultPhoneCountry(
  countries: ReturnType<typeof usePhoneCountries>,
  form: {
    values: { countryCode: string };
    setValue: (name: 'countryCode', value: string) => void;
  },
) {
  const countryUnset = form.values.countryCode === '';
  const defaultCountry = countries.defaultCountryCode();
  const { setValue } = form;
  useEffect(() => {
    if (countryUnset && defaultCountry) setValue('countryCode', defaultCountry);
  }, [countryUnset, defaultCountry, setValue]);
}
