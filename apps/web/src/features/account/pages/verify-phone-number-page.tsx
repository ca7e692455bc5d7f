import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { sendOtpMutationOptions } from '@portal/api';
import { SendOtpRequest } from '@portal/domain';
import { AuthLayout, PhoneInput, TextInput } from '@portal/ui';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { apiClient } from '../../../shared/services';
import { AccountLink } from '../components/account-link';
import { useDefaultPhoneCountry, usePhoneCountries } from '../hooks/use-phone-countries';
import { phoneQueryString, usePhoneQuery } from '../hooks/use-phone-query';

/** spec 2: phone number entry (with country code) that sends the one-time code. */
export default function VerifyPhoneNumberPage() {
  const navigate = useNavigate();
  const phone = usePhoneQuery();
  const countries = usePhoneCountries();
  const sendOtp = useMutation(sendOtpMutationOptions(apiClient));
  const submit = useFormSubmit(sendOtp);
  const form = useZodForm(
    SendOtpRequest,
    { userName: phone.userName, countryCode: phone.countryCode, phoneNumber: phone.phoneNumber },
    (values) => ({
      ...values,
      phoneCode: countries.phoneCodeOf(values.countryCode) || phone.phoneCode,
    }),
    'phone',
  );

  const { setValue } = form;
  useDefaultPhoneCountry(countries, form);

  const onSubmit = form.handleSubmit(
    submit.run(async (request) => {
      await sendOtp.mutateAsync(request);
      await navigate(`/account/verifyOTP?${phoneQueryString(request)}`);
    }),
  );

  return (
    <AuthLayout
      title="Verify your phone number"
      description="We will text a one-time code to this number."
      footer={<AccountLink to="/account/login">Back to sign in</AccountLink>}
    >
      {submit.errorAlert}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label="Verify your phone number"
      >
        {phone.userName ? null : (
          <TextInput
            {...form.field('userName')}
            label="Username"
            required
            autoComplete="username"
          />
        )}
        <PhoneInput
          id="phone-phoneNumber"
          label="Mobile number"
          required
          countries={countries.countries}
          countryCode={form.values.countryCode}
          onCountryChange={(country) => setValue('countryCode', country.countryCode)}
          value={form.values.phoneNumber}
          onValueChange={(digits) => setValue('phoneNumber', digits)}
          error={form.errors.phoneNumber ?? form.errors.countryCode ?? form.errors.phoneCode}
        />
        {submit.submitButton('Send code', 'Sending code…')}
      </form>
    </AuthLayout>
  );
}
