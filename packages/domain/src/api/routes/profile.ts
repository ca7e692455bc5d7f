import { route } from './route';

/** The candidate's profile, picture and academic documents (account-and-shell.md section 7). */
export const ProfileApiRoutes = {
  getProfile: route('GET', 'CandidateProfileService/GetProfile', true),
  updateProfile: route('POST', 'CandidateProfileService/UpdateProfile', true),
  getProfileImage: route('GET', 'CandidateProfileService/GetProfileImage', true),
  updateProfileImage: route('POST', 'CandidateProfileService/UpdateProfileImage', true),
  getDocuments: route('GET', 'CandidateProfileService/GetDocuments', true),
  saveDocument: route('POST', 'CandidateProfileService/SaveDocument', true),
  /** Query: candidateAcademicId. */
  removeDocument: route('DELETE', 'CandidateProfileService/RemoveDocument', true),
} as const;
