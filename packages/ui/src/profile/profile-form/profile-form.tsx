import * as React from 'react';
import { Gender, type CandidateProfile, type Country, type TimeZone } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Select } from '../../primitives/select/select';
import { TextInput } from '../../primitives/text-input/text-input';
import { Textarea } from '../../primitives/textarea/textarea';

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
      <TextInput
        id={id(name)}
        name={name}
        label={label}
        error={errors[name]}
        required={options.required}
        type={options.type ?? 'text'}
        defaultValue={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
        placeholder={options.placeholder}
        autoComplete={options.autoComplete}
      />
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
        <Select
          id={id('Gender')}
          name="Gender"
          label="Gender"
          error={errors.Gender}
          defaultValue={profile.Gender ?? ''}
          placeholder="Select gender"
          options={Object.values(Gender).map((gender) => ({
            value: String(gender),
            label: genderLabel[gender],
          }))}
        />
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
        <Textarea
          id={id('CurrentAddress')}
          name="CurrentAddress"
          label="Current address"
          error={errors.CurrentAddress}
          rows={3}
          maxLength={250}
          defaultValue={profile.CurrentAddress ?? ''}
        />
        <Textarea
          id={id('PermanentAddress')}
          name="PermanentAddress"
          label="Permanent address"
          error={errors.PermanentAddress}
          rows={3}
          maxLength={250}
          defaultValue={profile.PermanentAddress ?? ''}
        />
      </fieldset>
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-foreground">Region</legend>
        <Select
          id={id('CountryCode')}
          name="CountryCode"
          label="Country"
          error={errors.CountryCode}
          required
          defaultValue={profile.CountryCode}
          options={countries.map((country) => ({
            value: country.CountryCode,
            label: country.Name,
          }))}
        />
        <Select
          id={id('TimeZoneId')}
          name="TimeZoneId"
          label="Time zone"
          error={errors.TimeZoneId}
          required
          defaultValue={profile.TimeZoneId}
          options={timeZones.map((zone) => ({ value: zone.TimeZoneId, label: zone.DisplayName }))}
        />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
