import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
} from 'libphonenumber-js/mobile';
import type { Country } from '../schemas/location';

/*
 * Issue 11, item 9: the phone number is checked for the chosen country, on the client and on the
 * server, by this one rule. libphonenumber-js's `mobile` metadata (about 100 KB, the patterns of
 * mobile numbers only) keeps it smaller than the full set; it is a separate entry of this package
 * (`@portal/domain/phone-number`), never reached from the barrel, so only the pages that import it
 * load it (never the login route).
 */

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  } catch {
    return undefined;
  }
})();

/** 'PK' -> 'Pakistan' (English); the code itself when the runtime has no name for it. */
export function countryName(countryCode: string): string {
  const code = countryCode.toUpperCase();
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** 'PK' -> '+92'; '' for a country libphonenumber-js does not know. */
export function callingCodeOf(countryCode: string): string {
  const code = countryCode.toUpperCase();
  return isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : '';
}

/**
 * True when `nationalNumber` (digits, without the country calling code; a leading trunk 0 is
 * allowed) is a mobile number in use in `countryCode` (ISO 3166-1 alpha-2).
 */
export function isMobileNumberOf(countryCode: string, nationalNumber: string): boolean {
  const code = countryCode.toUpperCase();
  if (!isSupportedCountry(code) || !/^\d+$/.test(nationalNumber)) return false;
  return isValidPhoneNumber(nationalNumber, code);
}

/**
 * The sentence a person reads when the number is not a mobile number of the chosen country, or
 * undefined when it is (or when either is still empty: "required" is another message's job).
 */
export function mobileNumberProblem(countryCode: string, nationalNumber: string): string | undefined {
  if (countryCode.trim() === '' || nationalNumber.trim() === '') return undefined;
  if (isMobileNumberOf(countryCode, nationalNumber.trim())) return undefined;
  const callingCode = callingCodeOf(countryCode);
  if (!callingCode) return 'Choose your country from the list.';
  return `Enter a mobile number that is valid in ${countryName(countryCode)}, without the country code ${callingCode}.`;
}

/**
 * A stable id for a country code: 'AC' -> 103, 'PK' -> 1611 (letter positions, A = 1). Above the
 * ids of the countries seeded before the full list (1 to 8), so both kinds of row can live together.
 */
export function countryIdOf(countryCode: string): number {
  const [first = 0, second = 0] = [...countryCode.toUpperCase()].map((letter) => letter.charCodeAt(0) - 64);
  return first * 100 + second;
}

/**
 * Every country libphonenumber-js knows (245), with its English name and calling code, sorted by
 * name: the server's reference list of countries (sign-up and the profile pick from it).
 */
export function phoneCountries(): Country[] {
  return getCountries()
    .map((code) => ({
      CountryId: countryIdOf(code),
      Name: countryName(code),
      CountryCode: code,
      PhoneCode: `+${getCountryCallingCode(code)}`,
    }))
    .sort((a, b) => a.Name.localeCompare(b.Name, 'en'));
}
