import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { signUpMutationOptions, timeZonesQueryOptions } from '@portal/api';
import { AlertType, SignUpRequest } from '@portal/domain';
import {
  AuthLayout,
  EmailInput,
  PasswordInput,
  PhoneInput,
  Select,
  TextInput,
} from '@portal/ui';
import { createLocalRecaptchaProvider } from '../../../platform/recaptcha';
import { config } from '../../../shared/config';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback } from '../../../shared/services';
import { AccountLink } from '../components/account-link';
import { useDefaultPhoneCountry, usePhoneCountries } from '../hooks/use-phone-countries';
import { readSignUpDraft, useSignUpDraft } from '../hooks/use-sign-up-draft';
import { useUserNameAvailability } from '../hooks/use-user-name-availability';

const recaptcha = createLocalRecaptchaProvider(config.recaptchaTestToken);

const browserTimeZone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
})();

const availabilityText = {
  idle: undefined,
  checking: 'Checking availability…',
  available: 'This username is available.',
  taken: 'This username is already taken.',
  unknown: 'We could not check this username right now.',
} as const;

export default function SignUpPage() {
  const navigate = useNavigate();
  const countries = usePhoneCountries();
  const timeZones = useQuery(timeZonesQueryOptions(apiClient));
  const signUp = useMutation(signUpMutationOptions(apiClient));
  const submit = useFormSubmit(signUp);
  // Pick up where the visitor left off (the draft cookie never holds the password).
  const [draft] = useState(readSignUpDraft);

  const form = useZodForm(
    SignUpRequest,
    {
      fullName: '',
      userName: '',
      email: '',
      password: '',
      countryCode: '',
      phoneNumber: '',
      timeZoneId: '',
      ...draft,
    },
    (values) => ({
      ...values,
      phoneCode: countries.phoneCodeOf(values.countryCode),
    }),
    'signup',
  );
  const availability = useUserNameAvailability(form.values.userName);
  const signUpDraft = useSignUpDraft(form.values);

  // Preselect the browser's time zone when the server lists it.
  const { setValue } = form;
  const timeZoneUnset = form.values.timeZoneId === '';
  useEffect(() => {
    if (timeZoneUnset && timeZones.data?.some((zone) => zone.TimeZoneId === browserTimeZone)) {
      setValue('timeZoneId', browserTimeZone);
    }
  }, [timeZoneUnset, timeZones.data, setValue]);

  useDefaultPhoneCountry(countries, form);

  const onSubmit = form.handleSubmit(
    submit.run(async (request) => {
      if (availability === 'taken') {
        form.setErrors({ userName: availabilityText.taken });
        return;
      }
      await signUp.mutateAsync({ request, recaptchaToken: await recaptcha.getToken('signup') });
      signUpDraft.discard();
      // One next step per page (issue 11, item 10): here the phone; the e-mail link comes after it.
      feedback.dismissAlerts();
      feedback.alert(
        AlertType.success,
        'Your account is created. Next, verify your phone number: we will text you a code.',
      );
      const query = new URLSearchParams({
        userName: request.userName,
        phoneNumber: request.phoneNumber,
        phoneCode: request.phoneCode,
        countryCode: request.countryCode,
      });
      await navigate(`/account/verifyPhoneNumber?${query.toString()}`);
    }),
  );

  const userNameHint = form.errors.userName ? undefined : availabilityText[availability];

  return (
    <AuthLayout
      title="Create your account"
      description="Sign up to start learning. Fields marked * are required."
      footer={
        <>
          <span className="text-muted-foreground">Already registered?</span>
          <AccountLink to="/account/login">Sign in</AccountLink>
        </>
      }
    >
      {submit.errorAlert}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label="Create your account"
      >
        <TextInput
          {...form.field('fullName')}
          autoComplete="name"
          required
          label="Full name"
        />
        <TextInput
          {...form.field('userName')}
          autoComplete="username"
          required
          label="Username"
          hint={userNameHint}
        />
        <EmailInput
          {...form.field('email')}
          autoComplete="email"
          required
          label="Email"
        />
        <PasswordInput
          {...form.field('password')}
          autoComplete="new-password"
          required
          label="Password"
        />
        <PhoneInput
          id="signup-phoneNumber"
          label="Mobile number"
          required
          countries={countries.countries}
          countryCode={form.values.countryCode}
          onCountryChange={(country) => form.setValue('countryCode', country.countryCode)}
          value={form.values.phoneNumber}
          // spec 5: number-only input; PhoneInput strips non-digits.
          onValueChange={(digits) => form.setValue('phoneNumber', digits)}
          error={form.errors.phoneNumber ?? form.errors.countryCode ?? form.errors.phoneCode}
        />
        <Select
          {...form.field('timeZoneId')}
          label="Time zone"
          required
          placeholder={timeZones.isPending ? 'Loading time zones…' : 'Select your time zone'}
          options={(timeZones.data ?? []).map((zone) => ({
            value: zone.TimeZoneId,
            label: zone.DisplayName,
          }))}
        />
        {submit.submitButton('Create account', 'Creating your account…')}
      </form>
    </AuthLayout>
  );
}
