import { describe, expect, it } from 'vitest';
import {
  decimalStringToMinor,
  formatMoney,
  minorToDecimalString,
  minorUnitDigits,
  percentageOfMinor,
  sumMinor,
} from './money';

describe('minor units (ISO 4217)', () => {
  it('knows the exponent of each currency', () => {
    expect(minorUnitDigits('PKR')).toBe(2);
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
    expect(minorUnitDigits('CLF')).toBe(4);
    expect(() => minorUnitDigits('pkr')).toThrow(RangeError);
  });

  it('formats in one place, never through a fraction', () => {
    expect(formatMoney(1_500_000, 'PKR')).toBe('PKR 15,000');
    expect(formatMoney(1_260_050, 'PKR')).toBe('PKR 12,600.50');
    expect(formatMoney(1_260_005, 'PKR')).toBe('PKR 12,600.05');
    expect(formatMoney(1250, 'KWD')).toBe('KWD 1.250');
    expect(formatMoney(500, 'JPY')).toBe('JPY 500');
    expect(formatMoney(0, 'PKR')).toBe('PKR 0');
    expect(formatMoney(-150_000, 'PKR')).toBe('-PKR 1,500');
    // 0.1 + 0.2 style sums stay exact: 10 + 20 minor units are 30.
    expect(formatMoney(sumMinor([10, 20]), 'USD')).toBe('USD 0.30');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'PKR')).toBe('PKR 90,071,992,547,409.91');
    expect(() => formatMoney(12.5, 'PKR')).toThrow(RangeError);
  });

  it('writes machine decimals with every minor digit', () => {
    expect(minorToDecimalString(1_500_050, 'PKR')).toBe('15000.50');
    expect(minorToDecimalString(7, 'PKR')).toBe('0.07');
    expect(minorToDecimalString(1250, 'BHD')).toBe('1.250');
    expect(minorToDecimalString(900, 'JPY')).toBe('900');
  });

  it('takes percentages in basis points, rounding down to a whole minor unit', () => {
    expect(percentageOfMinor(1_400_000, 1000)).toBe(140_000);
    expect(percentageOfMinor(999, 1000)).toBe(99);
    expect(percentageOfMinor(1, 5000)).toBe(0);
    expect(percentageOfMinor(1_000, 20_000)).toBe(1_000);
    expect(percentageOfMinor(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => percentageOfMinor(10.5, 1000)).toThrow(RangeError);
  });

  it('refuses fractional amounts in sums', () => {
    expect(sumMinor([1_400_000, 150_000])).toBe(1_550_000);
    expect(() => sumMinor([0.1, 0.2])).toThrow(RangeError);
  });

  it('reads decimal text (bank statements) as minor units', () => {
    expect(decimalStringToMinor('12600', 'PKR')).toBe(1_260_000);
    expect(decimalStringToMinor('12,600.5', 'PKR')).toBe(1_260_050);
    expect(decimalStringToMinor('12600.00', 'PKR')).toBe(1_260_000);
    expect(decimalStringToMinor('1.250', 'KWD')).toBe(1250);
    expect(decimalStringToMinor('12600.005', 'PKR')).toBeNull();
    expect(decimalStringToMinor('500.5', 'JPY')).toBeNull();
    expect(decimalStringToMinor('-5', 'PKR')).toBeNull();
    expect(decimalStringToMinor('1e3', 'PKR')).toBeNull();
  });
});
