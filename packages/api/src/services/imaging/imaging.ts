import { queryOptions } from '@tanstack/react-query';
import { ImagingApiRoutes, type DicomConfiguration, type DicomToken, type ImagingStudiesResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { imagingKeys } from './imaging-keys';

/** POST dicomService/token/refresh (spec 7): a DICOM token for the enrolment's course, minutes long. */
export function refreshDicomToken(client: ApiClient, candidateSOSId: number): Promise<DicomToken> {
  return client.call<DicomToken>(ImagingApiRoutes.refreshDicomToken, { body: { CandidateSOSId: candidateSOSId } });
}

/** GET DicomService/DicomConfiguration (spec 7): WADO root, token header and lifetime, tools, presets. */
export function getDicomConfiguration(client: ApiClient, signal?: AbortSignal): Promise<DicomConfiguration> {
  return client.call<DicomConfiguration>(ImagingApiRoutes.getDicomConfiguration, { signal });
}

/** GET DicomService/GetStudies (ours): the course's studies with their series and image ids. */
export function getImagingStudies(client: ApiClient, candidateSOSId: number, signal?: AbortSignal): Promise<ImagingStudiesResponse> {
  return client.call<ImagingStudiesResponse>(ImagingApiRoutes.getImagingStudies, { query: { candidateSOSId }, signal });
}

export const dicomConfigurationQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: imagingKeys.configuration(), queryFn: ({ signal }) => getDicomConfiguration(client, signal), staleTime: Number.POSITIVE_INFINITY });

export const imagingStudiesQueryOptions = (client: ApiClient, candidateSOSId: number) =>
  queryOptions({ queryKey: imagingKeys.studies(candidateSOSId), queryFn: ({ signal }) => getImagingStudies(client, candidateSOSId, signal), staleTime: 5 * 60 * 1000 });
