import * as React from 'react';
import { Gender, type CandidateProfile, type Country, type TimeZone } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { FormField } from '../form-field/form-field';

/** Every editable field of the candidate profile (account-and-shell.md section 3). */
export const profileFieldNames = [
  'FullName',
  'FatherName',
  'DateOfBirth',
  'Nationality',
  'City',
  'StudentCnic',
  'GuardianName',
  'GuardianPhone',
  'ResidancePhone',
  'CellPhone',
  'Email',
  'CurrentAddress',
  'PermanentAddress',
  'Gender',
  'TimeZoneId',
  'CountryCode',
] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];

/** What the form submits: the profile fields as entered ('' for an empty text, null for no choice). */
export type ProfileFormValues = {
  [Name in Exclude<ProfileFieldName, 'Gender' | 'DateOfBirth'>]: string;
} & { Gender: Gender | null; DateOfBirth: string | null };

const genderLabel: Record<Gender, string> = {
  [Gender.male]: 'Male',
  [Gender.female]: 'Female',
  [Gender.preferNotToSay]: 'Prefer not to say',
};

const controlClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60 aria-invalid:border-destructive';

export type ProfileFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  /** The loaded profile; its values fill the form. */
  profile: CandidateProfile;
  /** Countries for the CountryCode choice. */
  countries: readonly Country[];
  /** Time zones for the TimeZoneId choice. */
  timeZones: readonly TimeZone[];
  /** Already-worded errors per field (the portal validates with the domain's CandidateProfile schema). @defaultValue {} */
  errors?: Partial<Record<ProfileFieldName, string>>;
  /** Disables the form while saving. @defaultValue false */
  pending?: boolean;
  /** Called with the entered values on submit. */
  onSubmit?: (values: ProfileFormValues) => void;
};

/** The candidate profile form: personal, guardian, contact, address and region fields. */
export function ProfileForm({
  profile,
  countries,
  timeZones,
  errors = {},
  pending = false,
  onSubmit,
  className,
  ...props
}: ProfileFormProps) {
  const baseId = React.useId();
  const id = (name: ProfileFieldName) => `${baseId}-${name}`;
  const text = (
    name: ProfileFieldName,
    label: string,
    options: {
      type?: string;
      required?: boolean;
      placeholder?: string;
      autoComplete?: string;
    } = {},
  ) => {
    const value = profile[name];
    return (
      <FormField id={id(name)} label={label} error={errors[name]} required={options.required}>
        <input
          name={name}
          type={options.type ?? 'text'}
          defaultValue={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
          placeholder={options.placeholder}
          autoComplete={options.autoComplete}
          className={controlClass}
        />
      </FormField>
    );
  };

  return (
    <form
      data-slot="profile-form"
      noValidate
      aria-busy={pending || undefined}
      className={cn('grid gap-6', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const read = (name: ProfileFieldName) => String(data.get(name) ?? '').trim();
        const gender = read('Gender');
        const dateOfBirth = read('DateOfBirth');
        const values = Object.fromEntries(
          profileFieldNames.map((name) => [name, read(name)]),
        ) as Record<ProfileFieldName, string>;
        onSubmit?.({
          ...values,
          Gender: gender ? (Number(gender) as Gender) : null,
          DateOfBirth: dateOfBirth || null,
        });
      }}
      {...props}
    >
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-foreground">
          Personal information
        </legend>
        {text('FullName', 'Full name', { required: true, autoComplete: 'name' })}
        {text('FatherName', "Father's name")}
        {text('DateOfBirth', 'Date of birth', { type: 'date', autoComplete: 'bday' })}
        <FormField id={id('Gender')} label="Gender" error={errors.Gender}>
          <select name="Gender" defaultValue={profile.Gender ?? ''} className={controlClass}>
            <option value="">Select gender</option>
            {Object.values(Gender).map((gender) => (
              <option key={gender} value={gender}>
                {genderLabel[gender]}
              </option>
            ))}
          </select>
        </FormField>
        {text('Nationality', 'Nationality')}
        {text('StudentCnic', 'CNIC', { placeholder: '00000-0000000-0' })}
      </fieldset>
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-foreground">Guardian</legend>
        {text('GuardianName', "Guardian's name")}
        {text('GuardianPhone', "Guardian's phone", { type: 'tel' })}
      </fieldset>
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-foreground">Contact</legend>
        {text('CellPhone', 'Cell phone', {
          type: 'tel',
          required: true,
          autoComplete: 'tel-national',
        })}
        {text('ResidancePhone', 'Residence phone', { type: 'tel' })}
        {text('Email', 'Email', { type: 'email', required: true, autoComplete: 'email' })}
        {text('City', 'City', { autoComplete: 'address-level2' })}
      </fieldset>
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-foreground">Address</legend>
        <FormField id={id('CurrentAddress')} label="Current address" error={errors.CurrentAddress}>
          <textarea
            name="CurrentAddress"
            rows={3}
            defaultValue={profile.CurrentAddress ?? ''}
            className={cn(controlClass, 'h-auto py-2')}
          />
        </FormField>
        <FormField
          id={id('PermanentAddress')}
          label="Permanent address"
          error={errors.PermanentAddress}
        >
          <textarea
            name="PermanentAddress"
            rows={3}
            defaultValue={profile.PermanentAddress ?? ''}
            className={cn(controlClass, 'h-auto py-2')}
          />
        </FormField>
      </fieldset>
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-foreground">Region</legend>
        <FormField id={id('CountryCode')} label="Country" error={errors.CountryCode} required>
          <select name="CountryCode" defaultValue={profile.CountryCode} className={controlClass}>
            {countries.map((country) => (
              <option key={country.CountryCode} value={country.CountryCode}>
                {country.Name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={id('TimeZoneId')} label="Time zone" error={errors.TimeZoneId} required>
          <select name="TimeZoneId" defaultValue={profile.TimeZoneId} className={controlClass}>
            {timeZones.map((zone) => (
              <option key={zone.TimeZoneId} value={zone.TimeZoneId}>
                {zone.DisplayName}
              </option>
            ))}
          </select>
        </FormField>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
