import { useDeferredValue, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { signUpMutationOptions, timeZonesQueryOptions } from '@portal/api';
import {
  AlertType,
  listedTimeZone,
  SignUpRequest,
  ValidationBounds,
  wordedFieldErrors,
} from '@portal/domain';
import { mobileNumberProblem } from '@portal/domain/phone-number';
import {
  AuthLayout,
  EmailInput,
  PasswordInput,
  PasswordStrengthHint,
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
import { usePasswordRules } from '../hooks/use-password-rules';
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

/**
 * Issue 11, item 9: messages name the fields as their labels do, and an empty field says what to
 * do ("Enter your time zone", not "Time zone ID is required").
 */
const signUpWording = {
  labels: {
    fullName: 'Full name',
    userName: 'Username',
    email: 'Email',
    password: 'Password',
    countryCode: 'Country',
    phoneNumber: 'Mobile number',
    phoneCode: 'Country code',
    timeZoneId: 'Time zone',
  },
  required: {
    fullName: 'Enter your full name.',
    userName: 'Choose a username.',
    email: 'Enter your email address.',
    password: 'Choose a password.',
    countryCode: 'Choose your country.',
    phoneNumber: 'Enter your mobile number.',
    phoneCode: 'Choose your country.',
    timeZoneId: 'Enter your time zone.',
  },
};

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
  const passwordRules = usePasswordRules();

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

  // Preselect the browser's time zone when the server lists it, once: a zone the visitor clears
  // stays cleared.
  const { setValue } = form;
  const timeZoneUnset = form.values.timeZoneId === '';
  const timeZonePreselected = useRef(false);
  useEffect(() => {
    if (timeZonePreselected.current || !timeZones.data) return;
    timeZonePreselected.current = true;
    const listed = listedTimeZone(browserTimeZone, timeZones.data.map((zone) => zone.TimeZoneId));
    if (timeZoneUnset && listed) setValue('timeZoneId', listed);
  }, [timeZoneUnset, timeZones.data, setValue]);

  useDefaultPhoneCountry(countries, form);

  // The strength hint follows the typing a little behind, so typing never waits for the estimate.
  const typedPassword = useDeferredValue(form.values.password);
  const strength =
    passwordRules.rules && typedPassword !== ''
      ? passwordRules.rules.passwordStrength(typedPassword, [
          form.values.userName,
          form.values.email,
          form.values.fullName,
        ])
      : undefined;

  /**
   * The schema's messages in the form's words, then the domain's rules the server applies too (it
   * answers 400 naming the field): the phone for the chosen country, the common-password list.
   */
  const signUpErrors = (): Record<string, string> => {
    const errors: Record<string, string> = {};
    const parsed = SignUpRequest.safeParse({
      ...form.values,
      phoneCode: countries.phoneCodeOf(form.values.countryCode),
    });
    for (const error of parsed.success ? [] : wordedFieldErrors(parsed.error, signUpWording)) {
      errors[error.field.split('.')[0] ?? 'form'] ??= error.message;
    }
    const { countryCode, phoneNumber, password } = form.values;
    const phoneProblem = mobileNumberProblem(countryCode, phoneNumber);
    if (phoneProblem) errors.phoneNumber = phoneProblem;
    // Too short says so first; the common-password sentence is for a password of allowed length.
    const passwordProblem =
      password.length >= ValidationBounds.password.min
        ? passwordRules.rules?.commonPasswordProblem(password)
        : undefined;
    if (passwordProblem) errors.password = passwordProblem;
    return errors;
  };

  const submitValid = form.handleSubmit(
    submit.run(async (request) => {
      if (availability === 'taken') {
        form.setErrors({ userName: availabilityText.taken });
        return;
      }
      // Submitted before the password rules had arrived: check now (the server checks too).
      const rules = await passwordRules.load().catch(() => undefined);
      const passwordProblem = rules?.commonPasswordProblem(request.password);
      if (passwordProblem) {
        form.setErrors({ password: passwordProblem });
        document.getElementById('signup-password')?.focus();
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const errors = signUpErrors();
    const first = Object.keys(errors)[0];
    if (first === undefined) {
      submitValid(event);
      return;
    }
    event.preventDefault();
    form.setErrors(errors);
    // Focus the first invalid field, as the shared forms do, so keyboard users land on the problem.
    document.getElementById(`signup-${first}`)?.focus();
  };

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
          hint={
            <PasswordStrengthHint
              score={strength?.score}
              isCommon={strength?.isCommon}
              minLength={ValidationBounds.password.min}
            />
          }
        />
        <Select
          {...form.field('countryCode')}
          label="Country"
          required
          autoComplete="country"
          placeholder={countries.isPending ? 'Loading countries…' : 'Select your country'}
          options={countries.countries.map((country) => ({
            value: country.countryCode,
            label: `${country.name} (${country.phoneCode})`,
          }))}
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
          error={form.errors.phoneNumber ?? form.errors.phoneCode}
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
