// spec: number-only input strips non-digits.
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Arabic script blocks (Arabic, Supplement, Extended-A, Presentation Forms A and B); Urdu uses them too. */
const ARABIC_PATTERN = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

// spec: an Arabic-character detection helper exists (used to set right-to-left text direction).
export function containsArabic(value: string): boolean {
  return ARABIC_PATTERN.test(value);
}

/** 'rtl' when the text contains Arabic-script characters, else 'ltr'. */
export function textDirection(value: string): 'rtl' | 'ltr' {
  return containsArabic(value) ? 'rtl' : 'ltr';
}
