import { z } from 'zod';
import { Gender } from '../enums/role';
import {
  ValidationBounds,
  cnicField,
  countryCodeField,
  emailField,
  isoDate,
  optionalText,
  phoneNumberField,
  rangedNumber,
  requiredText,
} from './validation';
import { Id, QueryId } from './id';

/** Not shown: an academic level the profile form offers (Matric, Intermediate, ...). */
export const AcademicLevel = z.object({
  AcademicLevelId: Id,
  Name: requiredText(ValidationBounds.shortText.max),
});
export type AcademicLevel = z.infer<typeof AcademicLevel>;

/** Not shown: one academic record of the candidate (a row of AcademicInformations). */
export const AcademicInformation = z.object({
  CandidateAcademicId: Id.nullish(),
  AcademicLevelId: Id,
  Institute: requiredText(ValidationBounds.shortText.max),
  Board: optionalText(ValidationBounds.shortText.max),
  PassingYear: rangedNumber(1950, 2100),
  /** Percentage. */
  Marks: rangedNumber(ValidationBounds.marks.min, ValidationBounds.marks.max),
});
export type AcademicInformation = z.infer<typeof AcademicInformation>;

const optionalPhone = () =>
  phoneNumberField()
    .nullish()
    .or(z.literal('').transform(() => null));

/**
 * spec: candidate profile, every field. Date of birth is YYYY-MM-DD. Phones are digits only;
 * StudentCnic is #####-#######-# (Pakistani CNIC). `Academics` lists the levels the form offers
 * (read-only); `AcademicInformations` are the candidate's own records.
 */
export const CandidateProfile = z.object({
  FullName: requiredText(ValidationBounds.personName.max, ValidationBounds.personName.min),
  FatherName: optionalText(ValidationBounds.personName.max),
  DateOfBirth: isoDate().nullish(),
  Nationality: optionalText(ValidationBounds.shortText.max),
  City: optionalText(ValidationBounds.shortText.max),
  StudentCnic: cnicField()
    .nullish()
    .or(z.literal('').transform(() => null)),
  GuardianName: optionalText(ValidationBounds.personName.max),
  GuardianPhone: optionalPhone(),
  ResidancePhone: optionalPhone(),
  CellPhone: phoneNumberField(),
  Email: emailField(),
  CurrentAddress: optionalText(ValidationBounds.address.max),
  PermanentAddress: optionalText(ValidationBounds.address.max),
  ProfileImage: optionalText(2048),
  Gender: z.enum(Gender).nullish(),
  TimeZoneId: requiredText(100),
  CountryCode: countryCodeField(),
  Academics: z.array(AcademicLevel).default([]),
  AcademicInformations: z.array(AcademicInformation).default([]),
});
export type CandidateProfile = z.infer<typeof CandidateProfile>;
export type CandidateProfileInput = z.input<typeof CandidateProfile>;

/** spec: profile image update. Not shown: we send the stored file key or URL returned by upload. */
export const UpdateProfileImageRequest = z.object({ ProfileImage: requiredText(2048) });
export type UpdateProfileImageRequest = z.infer<typeof UpdateProfileImageRequest>;

/** Not shown: GET profile image answers a readable (signed, expiring) URL, or null without one. */
export const ProfileImageResponse = z.object({ ProfileImage: z.string().nullable() });
export type ProfileImageResponse = z.infer<typeof ProfileImageResponse>;

/** Not shown: removing a document names it in the query (candidateAcademicId). */
export const RemoveAcademicDocumentQuery = z.object({
  candidateAcademicId: QueryId,
});
export type RemoveAcademicDocumentQuery = z.infer<typeof RemoveAcademicDocumentQuery>;

/** spec: academic documents, each with CandidateAcademicId. The rest is ours. */
export const AcademicDocument = z.object({
  CandidateAcademicId: Id,
  Title: z.string(),
  FileName: z.string(),
  FileUrl: z.string(),
  UploadedOn: z.string(),
});
export type AcademicDocument = z.infer<typeof AcademicDocument>;

/** spec: GET documents: a Documents list. */
export const AcademicDocumentsResponse = z.object({ Documents: z.array(AcademicDocument) });
export type AcademicDocumentsResponse = z.infer<typeof AcademicDocumentsResponse>;

/** Not shown: saving a document after its upload names the title and the uploaded file key. */
export const SaveAcademicDocumentRequest = z.object({
  CandidateAcademicId: Id.nullish(),
  Title: requiredText(ValidationBounds.shortText.max),
  FileName: requiredText(255),
  FileKey: requiredText(1024),
});
export type SaveAcademicDocumentRequest = z.infer<typeof SaveAcademicDocumentRequest>;
