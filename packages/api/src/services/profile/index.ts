export * from './get-profile';
export * from './profile-keys';
export * from './update-profile';
