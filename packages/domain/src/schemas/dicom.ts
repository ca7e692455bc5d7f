import { z } from 'zod';

/**
 * spec: dicom: token and Configuration; inner shapes not shown. Ours: a short-lived token the viewer
 * sends with WADO-URI requests, and the studies the candidate may open.
 */
export const DicomToken = z.object({
  token: z.string(),
  expiresOn: z.string(),
});
export type DicomToken = z.infer<typeof DicomToken>;

export const DicomStudy = z.object({
  StudyId: z.string(),
  Title: z.string(),
  Modality: z.string(),
  /** cornerstone image ids, e.g. 'wadouri:<root>/<file>.dcm'. */
  ImageIds: z.array(z.string()).min(1),
});
export type DicomStudy = z.infer<typeof DicomStudy>;

export const DicomConfiguration = z.object({
  Configuration: z.object({
    WadoUriRoot: z.string(),
    Studies: z.array(DicomStudy),
  }),
});
export type DicomConfiguration = z.infer<typeof DicomConfiguration>;
