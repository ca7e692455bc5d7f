import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { sendOtpMutationOptions, verifyOtpMutationOptions } from '@portal/api';
import { AlertType, ApplicationMessageId, VerifyOtpRequest } from '@portal/domain';
import { AuthLayout, Button, FormField, OtpInput } from '@portal/ui';
import { useStore } from '../../../shared/create-store';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { messageText } from '../../../shared/messages/messages-store';
import { apiClient, feedback, queryClient, session } from '../../../shared/services';
import { AccountLink } from '../components/account-link';
import { phoneQueryString, usePhoneQuery } from '../hooks/use-phone-query';

const OTP_LENGTH = 6;

/** spec 2: the one-time code entry, with resend. */
export default function VerifyOtpPage() {
  const navigate = useNavigate();
  const phone = usePhoneQuery();
  const loggedIn = useStore(session.store, (state) => state.tokens !== null && state.user !== null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const verify = useMutation(verifyOtpMutationOptions(apiClient, queryClient));
  const resend = useMutation(sendOtpMutationOptions(apiClient));
  // One form error for both actions: verifying the code and sending a new one.
  const submit = useFormSubmit(verify);

  if (!phone.phoneNumber || !phone.userName)
    return <Navigate to="/account/verifyPhoneNumber" replace />;

  const verifyCode = submit.run(async () => {
    // spec 4: with UpdateAuthToken set (a logged-in user changing phone) the token is replaced.
    const parsed = VerifyOtpRequest.safeParse({
      UpdateAuthToken: loggedIn,
      PhoneNumber: phone.phoneNumber,
      Code: code,
      UserName: phone.userName,
    });
    if (!parsed.success || code.length !== OTP_LENGTH) {
      setCodeError(`Enter the ${OTP_LENGTH}-digit code we sent to your phone.`);
      return;
    }
    setCodeError(undefined);
    await verify.mutateAsync(parsed.data);
    if (loggedIn) {
      session.updateUser({
        phoneNumber: phone.phoneNumber,
        phoneCode: phone.phoneCode,
        isPhoneNumberConfirmed: true,
      });
      feedback.dismissAlerts();
      feedback.alert(AlertType.success, 'Your phone number is verified.');
      await navigate('/dashboard');
    } else {
      // The last step before signing in is the e-mail link (sent at sign-up): say so, once.
      feedback.dismissAlerts();
      feedback.alert(
        AlertType.success,
        'Your phone number is verified. Next, open the link we emailed you to confirm your email address, then sign in.',
      );
      await navigate('/account/login');
    }
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void verifyCode();
  };

  const onResend = submit.run(async () => {
    await resend.mutateAsync({
      userName: phone.userName,
      phoneNumber: phone.phoneNumber,
      phoneCode: phone.phoneCode,
      countryCode: phone.countryCode,
    });
    // spec 8: resend OTP message id 191.
    feedback.alert(AlertType.info, messageText(ApplicationMessageId.resendOtp));
  });

  return (
    <AuthLayout
      title="Enter your code"
      description={`We sent a ${OTP_LENGTH}-digit code to ${phone.phoneCode} ${phone.phoneNumber}.`}
      footer={
        <AccountLink to={`/account/verifyPhoneNumber?${phoneQueryString(phone)}`}>
          Use another number
        </AccountLink>
      }
    >
      {submit.errorAlert}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label="Enter your code"
      >
        <FormField id="otp-code" label="One-time code" error={codeError}>
          <OtpInput
            length={OTP_LENGTH}
            value={code}
            onChange={setCode}
            invalid={Boolean(codeError)}
          />
        </FormField>
        {submit.submitButton('Verify', 'Verifying…')}
        <Button type="button" variant="link" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? 'Sending…' : 'Resend code'}
        </Button>
      </form>
    </AuthLayout>
  );
}
