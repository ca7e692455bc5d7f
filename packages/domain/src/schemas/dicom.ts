import { z } from 'zod';
import { Id, QueryId } from './id';

/**
 * spec: dicom: token and Configuration; inner shapes not shown. Ours: a short-lived token scoped to
 * one enrolment's course that the viewer sends with its WADO-URI requests, the viewer's
 * configuration, and the studies of a course (study -> series -> images).
 */
export const DicomTokenRequest = z.object({ CandidateSOSId: Id });
export type DicomTokenRequest = z.infer<typeof DicomTokenRequest>;

export const DicomToken = z.object({
  token: z.string(),
  expiresOn: z.string(),
});
export type DicomToken = z.infer<typeof DicomToken>;

/** A window preset: centre and width in the image's output units (Hounsfield units for CT). */
export const DicomWindowPreset = z.object({
  Key: z.string(),
  Name: z.string(),
  Center: z.number(),
  Width: z.number().positive(),
  Modality: z.string(),
});
export type DicomWindowPreset = z.infer<typeof DicomWindowPreset>;

export const DicomConfiguration = z.object({
  Configuration: z.object({
    /** Where images are read (WADO-URI, PS3.18 section 9): image ids are `wadouri:<root>?...`. */
    WadoUriRoot: z.string(),
    /** The header that carries the DICOM token (also accepted as the `token` query parameter). */
    TokenHeader: z.string(),
    TokenLifetimeSeconds: z.number().int().positive(),
    /** The viewer's tools this server enables. */
    Tools: z.array(z.string()),
    WindowPresets: z.array(DicomWindowPreset),
    /** Transfer syntaxes the viewer can decode (others show an error for that image). */
    TransferSyntaxes: z.array(z.string()),
  }),
});
export type DicomConfiguration = z.infer<typeof DicomConfiguration>;

export const ImagingInstance = z.object({
  SopInstanceUid: z.string(),
  InstanceNumber: z.number().int(),
  /** cornerstone image id: `wadouri:<WadoUriRoot>?requestType=WADO&studyUID=..&seriesUID=..&objectUID=..&contentType=application%2Fdicom`. */
  ImageId: z.string(),
});
export type ImagingInstance = z.infer<typeof ImagingInstance>;

export const ImagingSeries = z.object({
  SeriesInstanceUid: z.string(),
  SeriesNumber: z.number().int(),
  Description: z.string(),
  Modality: z.string(),
  Instances: z.array(ImagingInstance).min(1),
});
export type ImagingSeries = z.infer<typeof ImagingSeries>;

export const DicomStudy = z.object({
  StudyId: Id,
  StudyInstanceUid: z.string(),
  Title: z.string(),
  Description: z.string(),
  Modality: z.string(),
  ImageCount: z.number().int().nonnegative(),
  Series: z.array(ImagingSeries),
});
export type DicomStudy = z.infer<typeof DicomStudy>;

export const ImagingStudiesQuery = z.object({ candidateSOSId: QueryId });
export type ImagingStudiesQuery = z.infer<typeof ImagingStudiesQuery>;

export const ImagingStudiesResponse = z.object({ Studies: z.array(DicomStudy) });
export type ImagingStudiesResponse = z.infer<typeof ImagingStudiesResponse>;
