/**
 * Money on the wire and on screen: every amount is an integer count of its currency's minor unit
 * (PKR 15,000.00 = 1500000) beside an ISO 4217 code. Nothing here divides, so no amount ever
 * becomes a floating-point number; `formatMoney` is the one place an amount turns into text.
 */

/**
 * ISO 4217 minor-unit exponents that are not 2 (the default). Source: the ISO 4217 list
 * (SIX, amendment 176): 0 = no minor unit, 3 = thousandths.
 */
const MINOR_UNIT_EXCEPTIONS: Readonly<Record<string, 0 | 3 | 4>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The number of decimals of a currency's minor unit (ISO 4217 exponent): PKR 2, JPY 0, KWD 3. */
export function minorUnitDigits(currency: string): number {
  if (!CURRENCY_CODE.test(currency))
    throw new RangeError(`not an ISO 4217 currency code: ${currency}`);
  return MINOR_UNIT_EXCEPTIONS[currency] ?? 2;
}

/** True when a value is a whole, safe count of minor units (the only amounts money code accepts). */
export const isMinorAmount = (value: number): boolean => Number.isSafeInteger(value);

/** Sum of minor-unit amounts; refuses anything that is not a safe integer. */
export function sumMinor(amounts: readonly number[]): number {
  let sum = 0;
  for (const amount of amounts) {
    if (!isMinorAmount(amount))
      throw new RangeError(`not a whole number of minor units: ${amount}`);
    sum += amount;
  }
  if (!isMinorAmount(sum)) throw new RangeError('sum of amounts is past the safe integer range');
  return sum;
}

/**
 * A percentage of an amount, in basis points (10% = 1000), rounded down to a whole minor unit.
 * Computed on BigInt so that even large amounts never touch a fraction.
 */
export function percentageOfMinor(amountMinor: number, basisPoints: number): number {
  if (!isMinorAmount(amountMinor) || !Number.isInteger(basisPoints)) {
    throw new RangeError('percentageOfMinor takes whole minor units and whole basis points');
  }
  const clamped = BigInt(Math.min(Math.max(basisPoints, 0), 10_000));
  return Number((BigInt(amountMinor) * clamped) / 10_000n);
}

const groupers = new Map<string, Intl.NumberFormat>();
const grouper = (locale: string) => {
  let format = groupers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true });
    groupers.set(locale, format);
  }
  return format;
};

/** The major and minor digits of an amount as text ('1500000', 'PKR' -> '15000' and '00'). */
function splitMinor(
  amountMinor: number,
  currency: string,
): { negative: boolean; major: bigint; fraction: string } {
  if (!isMinorAmount(amountMinor))
    throw new RangeError(`not a whole number of minor units: ${amountMinor}`);
  const digits = minorUnitDigits(currency);
  const magnitude = BigInt(Math.abs(amountMinor));
  const scale = 10n ** BigInt(digits);
  return {
    negative: amountMinor < 0,
    major: magnitude / scale,
    fraction: digits === 0 ? '' : (magnitude % scale).toString().padStart(digits, '0'),
  };
}

/**
 * An amount for people: the currency code, grouped major digits and, when there is a fraction,
 * all of the currency's minor digits ('PKR 15,000', 'PKR 12,600.50', 'KWD 1.250', 'JPY 500').
 * A whole amount drops its zero fraction, as the invoices and vouchers always have.
 */
export function formatMoney(amountMinor: number, currency: string, locale = 'en-US'): string {
  const { negative, major, fraction } = splitMinor(amountMinor, currency);
  const grouped = grouper(locale).format(major);
  const shownFraction = fraction !== '' && /[^0]/.test(fraction) ? `.${fraction}` : '';
  return `${negative ? '-' : ''}${currency} ${grouped}${shownFraction}`;
}

/**
 * An amount as a plain decimal string in major units ('1500050', 'PKR' -> '15000.50'), for
 * machine-read documents (UBL/bank files, payment gateways that want major units).
 */
export function minorToDecimalString(amountMinor: number, currency: string): string {
  const { negative, major, fraction } = splitMinor(amountMinor, currency);
  return `${negative ? '-' : ''}${major.toString()}${fraction === '' ? '' : `.${fraction}`}`;
}

/**
 * Decimal text in major units as minor units ('12600', '12,600.5', 'PKR' -> 1260050), with no
 * floating point: at most the currency's minor digits; null when the text is not such an amount.
 */
export function decimalStringToMinor(text: string, currency: string): number | null {
  const digits = minorUnitDigits(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor =
    BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}
