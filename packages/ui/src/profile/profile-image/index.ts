export { ProfileImage, type ProfileImageProps } from './profile-image';
