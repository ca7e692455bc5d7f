export {
  ProfileForm,
  profileFieldNames,
  type ProfileFieldName,
  type ProfileFormProps,
  type ProfileFormValues,
} from './profile-form';
