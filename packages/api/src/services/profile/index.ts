export * from './get-academic-documents';
export * from './get-profile';
export * from './get-profile-image';
export * from './profile-keys';
export * from './remove-academic-document';
export * from './save-academic-document';
export * from './update-profile';
export * from './update-profile-image';
