import { dicomConfigurationQueryOptions, imagingStudiesQueryOptions } from '@portal/api';
import { apiClient } from '../../shared/services';
import type { Prefetch } from '../../shared/routing/page-route';
import { dicomTokenSource } from './dicom-token-source';

/**
 * The viewer's data while its chunk (cornerstone included) downloads: the configuration, the
 * course's studies, and the enrolment's DICOM token (asked once the configuration names its
 * header), so the first image request goes out as soon as the viewport exists.
 */
export const prefetchViewer: Prefetch = (data, _url, queryClient) => {
  const candidateSosId = Number(data.params.candidateSOSId);
  const configuration = queryClient.ensureQueryData(dicomConfigurationQueryOptions(apiClient));
  return [
    configuration,
    queryClient.ensureQueryData(imagingStudiesQueryOptions(apiClient, candidateSosId)),
    configuration.then((answer) => dicomTokenSource(candidateSosId, answer.Configuration.TokenHeader).current()),
  ];
};
