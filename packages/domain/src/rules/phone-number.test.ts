import { describe, expect, it } from 'vitest';
import {
  callingCodeOf,
  countryIdOf,
  countryName,
  isMobileNumberOf,
  mobileNumberProblem,
  phoneCountries,
} from './phone-number';

describe('isMobileNumberOf', () => {
  it('accepts a mobile number of the chosen country, with or without the trunk 0', () => {
    expect(isMobileNumberOf('PK', '3211234567')).toBe(true);
    expect(isMobileNumberOf('PK', '03211234567')).toBe(true);
    expect(isMobileNumberOf('pk', '3211234567')).toBe(true);
    expect(isMobileNumberOf('AE', '501234567')).toBe(true);
    expect(isMobileNumberOf('GB', '7400123456')).toBe(true);
  });

  it('refuses a number that is not a mobile number there', () => {
    // A Pakistani mobile number is not a UAE one; a Lahore landline is not a mobile.
    expect(isMobileNumberOf('AE', '3211234567')).toBe(false);
    expect(isMobileNumberOf('PK', '4235761234')).toBe(false);
    expect(isMobileNumberOf('PK', '321123')).toBe(false);
    expect(isMobileNumberOf('PK', '32112345678901')).toBe(false);
  });

  it('refuses an unknown country and anything but digits', () => {
    expect(isMobileNumberOf('ZZ', '3211234567')).toBe(false);
    expect(isMobileNumberOf('PK', '+923211234567')).toBe(false);
    expect(isMobileNumberOf('PK', '321 1234567')).toBe(false);
  });
});

describe('mobileNumberProblem', () => {
  it('names the country and its calling code', () => {
    expect(mobileNumberProblem('AE', '3211234567')).toBe(
      'Enter a mobile number that is valid in United Arab Emirates, without the country code +971.',
    );
  });

  it('says nothing for a valid number or an empty field (required is another message)', () => {
    expect(mobileNumberProblem('PK', '3211234567')).toBeUndefined();
    expect(mobileNumberProblem('PK', '')).toBeUndefined();
    expect(mobileNumberProblem('', '3211234567')).toBeUndefined();
  });

  it('asks for a listed country when the code is unknown', () => {
    expect(mobileNumberProblem('ZZ', '3211234567')).toBe('Choose your country from the list.');
  });
});

describe('the country list', () => {
  it('holds every country with its English name and calling code, sorted by name', () => {
    const countries = phoneCountries();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ CountryId: 1611, Name: 'Pakistan', CountryCode: 'PK', PhoneCode: '+92' });
    expect(countries).toContainEqual(expect.objectContaining({ CountryCode: 'DE', Name: 'Germany', PhoneCode: '+49' }));
    const names = countries.map((country) => country.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(countries.map((country) => country.CountryId)).size).toBe(countries.length);
  });

  it('gives stable ids above the first seeded ones, names and calling codes', () => {
    expect(countryIdOf('AA')).toBe(101);
    expect(countryIdOf('pk')).toBe(1611);
    expect(countryName('GB')).toBe('United Kingdom');
    expect(callingCodeOf('gb')).toBe('+44');
    expect(callingCodeOf('ZZ')).toBe('');
  });
});
