import { cn } from '../../lib/cn';
import { useFieldProps, type FieldProps } from '../form-field/field-props';
import { FormControl, FormField } from '../form-field/form-field';
import { inputVariants } from '../text-input/input-variants';

/** A country the phone number may belong to. */
export type PhoneCountry = {
  /** ISO country code sent as countryCode, e.g. 'PK'. */
  countryCode: string;
  /** Dialling code sent as phoneCode, e.g. '+92'. */
  phoneCode: string;
  /** Country name shown in the list. */
  name: string;
};

export type PhoneInputProps = Omit<
  React.ComponentProps<'input'>,
  'id' | 'value' | 'onChange' | 'size' | 'type'
> &
  FieldProps & {
    /** The countries to choose from. */
    countries: readonly PhoneCountry[];
    /** The selected country's countryCode. */
    countryCode: string;
    /** Called with the newly selected country. */
    onCountryChange: (country: PhoneCountry) => void;
    /** The number without the dialling code, digits only. */
    value: string;
    /** Called with the number, non-digits already removed. */
    onValueChange: (digits: string) => void;
  };

/** Keeps digits only (spec: the phone number is numeric). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** A labelled phone number: a country-code select and a digits-only number input. */
export function PhoneInput({
  countries,
  countryCode,
  onCountryChange,
  value,
  onValueChange,
  disabled,
  className,
  ...props
}: PhoneInputProps) {
  const [field, input] = useFieldProps(props);
  return (
    <FormField {...field}>
      <div data-slot="phone-input" className={cn('flex gap-2', className)}>
        <select
          aria-label="Country code"
          value={countryCode}
          disabled={disabled}
          onChange={(event) => {
            const country = countries.find((entry) => entry.countryCode === event.target.value);
            if (country) onCountryChange(country);
          }}
          className={cn(inputVariants({ width: 'custom' }), 'w-32 min-w-0 shrink-0 pr-2')}
        >
          {countries.map((country) => (
            <option key={country.countryCode} value={country.countryCode}>
              {`${country.phoneCode} ${country.countryCode}`}
            </option>
          ))}
        </select>
        <FormControl>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={value}
            disabled={disabled}
            onChange={(event) => onValueChange(digitsOnly(event.target.value))}
            className={inputVariants()}
            {...input}
          />
        </FormControl>
      </div>
    </FormField>
  );
}
