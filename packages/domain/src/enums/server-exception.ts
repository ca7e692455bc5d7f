/** spec: server exception names the client knows (sent in the envelope's `error` field). */
export const ServerException = {
  UserRoleInActiveException: 'UserRoleInActiveException',
  UserInActiveException: 'UserInActiveException',
  UserNotFoundException: 'UserNotFoundException',
  UserEmailNotConfirmedException: 'UserEmailNotConfirmedException',
  UserPhoneNumberNotConfirmedException: 'UserPhoneNumberNotConfirmedException',
  NoActiveProgramFoundException: 'NoActiveProgramFoundException',
} as const;
export type ServerException = (typeof ServerException)[keyof typeof ServerException];
