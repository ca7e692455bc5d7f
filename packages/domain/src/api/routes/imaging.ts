import { route } from './route';

/**
 * Medical imaging (learning-areas.md section 7, "Dicom": POST dicomService/token/refresh and GET
 * DicomService/DicomConfiguration, spelt as the spec spells them), and ours: the studies of a course.
 * The images themselves are not API calls: the viewer reads them by WADO-URI (`WadoUriRoot` of the
 * configuration) with the short-lived DICOM token, outside `/api/v6/` (cacheable, no envelope).
 */
export const ImagingApiRoutes = {
  /** Body: CandidateSOSId. A token for that enrolment's course, minutes long. */
  refreshDicomToken: route('POST', 'dicomService/token/refresh', true),
  /** The viewer's configuration: WADO root, token lifetime, tools, window presets. */
  getDicomConfiguration: route('GET', 'DicomService/DicomConfiguration', true),
  /** Query: candidateSOSId. The course's studies with their series and images. */
  getImagingStudies: route('GET', 'DicomService/GetStudies', true),
} as const;
