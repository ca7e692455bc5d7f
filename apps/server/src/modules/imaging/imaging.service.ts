import type { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { ctWindowPresets, dicomViewerTools, dicomViewerTransferSyntaxes, type DicomConfiguration, type DicomStudy, type DicomToken, type DicomTokenRequest, type ImagingStudiesQuery, type ImagingStudiesResponse } from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Caller } from '../../http/authentication';
import type { FileStorage } from '../../platform/storage';
import type { CoursesModule } from '../courses';
import { checkDicomToken, issueDicomToken } from './dicom-token';
import { findCourseInstance, listCourseImages } from './imaging.queries';

export interface ImagingContext extends ServiceContext {
  readonly courses: Pick<CoursesModule, 'access'>;
  readonly storage: Pick<FileStorage, 'read' | 'stat' | 'put'>;
  /** HMAC key of DICOM tokens (dicomTokenKey of the server's token signing key). */
  readonly tokenKey: Buffer;
  /** Seconds a DICOM token lives (DICOM_TOKEN_LIFETIME_S; default 300). */
  readonly tokenLifetimeSeconds?: number;
}

/** Where images are read, outside /api/v6 (no envelope, cacheable, no application header). */
export const wadoUriRoot = '/dicom/wado';
export const dicomTokenHeader = 'X-Dicom-Token';
/** Minutes long by default (issue 19): the viewer refreshes it before it runs out, and again on a 401. */
export const defaultDicomTokenLifetimeSeconds = 300;

/** cornerstone's image id of an instance: `wadouri:` + the WADO-URI request (PS3.18 9.1). */
export function wadoImageId(uids: { studyUid: string; seriesUid: string; sopInstanceUid: string }): string {
  const query = new URLSearchParams({ requestType: 'WADO', studyUID: uids.studyUid, seriesUID: uids.seriesUid, objectUID: uids.sopInstanceUid, contentType: 'application/dicom' });
  return `wadouri:${wadoUriRoot}?${query.toString()}`;
}

export interface WadoRequest {
  readonly token: string | undefined;
  readonly studyUid: string;
  readonly seriesUid: string;
  readonly sopInstanceUid: string;
}

/**
 * Medical imaging (spec 1, 3, 7): the DICOM token of an enrolment's course, the viewer's
 * configuration, the course's studies, and the images by WADO-URI behind the token. Every call
 * that names an enrolment loads the caller's own first (another candidate's: 404).
 */
export function createImagingService({ db, clock, courses, storage, tokenKey, tokenLifetimeSeconds = defaultDicomTokenLifetimeSeconds }: ImagingContext) {
  return {
    async refreshToken(caller: Caller, request: DicomTokenRequest): Promise<DicomToken> {
      const course = await courses.access.enrolment(caller, request.CandidateSOSId);
      const expiresAt = new Date(clock().getTime() + tokenLifetimeSeconds * 1000);
      const token = issueDicomToken(tokenKey, { userId: caller.user.id, candidateSosId: course.CandidateSOSId, sosId: course.SOSId, expiresAt });
      return { token, expiresOn: expiresAt.toISOString() };
    },

    configuration(): DicomConfiguration {
      return {
        Configuration: {
          WadoUriRoot: wadoUriRoot,
          TokenHeader: dicomTokenHeader,
          TokenLifetimeSeconds: tokenLifetimeSeconds,
          Tools: [...dicomViewerTools],
          WindowPresets: ctWindowPresets.map((preset) => ({ ...preset })),
          // What the viewer decodes (the same list its decoder checks).
          TransferSyntaxes: Object.keys(dicomViewerTransferSyntaxes),
        },
      };
    },

    async studies(caller: Caller, query: ImagingStudiesQuery): Promise<ImagingStudiesResponse> {
      const course = await courses.access.enrolment(caller, query.candidateSOSId);
      const studies: DicomStudy[] = [];
      for (const { study, series, instance } of await listCourseImages(db, course.SOSId)) {
        let current = studies.at(-1);
        if (!current || current.StudyId !== study.id) {
          current = { StudyId: study.id, StudyInstanceUid: study.studyUid, Title: study.title, Description: study.description, Modality: study.modality, ImageCount: 0, Series: [] };
          studies.push(current);
        }
        let currentSeries = current.Series.at(-1);
        if (!currentSeries || currentSeries.SeriesInstanceUid !== series.seriesUid) {
          currentSeries = { SeriesInstanceUid: series.seriesUid, SeriesNumber: series.seriesNumber, Description: series.description, Modality: series.modality, Instances: [] };
          current.Series.push(currentSeries);
        }
        currentSeries.Instances.push({
          SopInstanceUid: instance.sopInstanceUid,
          InstanceNumber: instance.instanceNumber,
          ImageId: wadoImageId({ studyUid: study.studyUid, seriesUid: series.seriesUid, sopInstanceUid: instance.sopInstanceUid }),
        });
        current.ImageCount += 1;
      }
      return { Studies: studies };
    },

    /**
     * One image: the token must be ours, unexpired (else 401, so the viewer refreshes it), and the
     * image must belong to a study of the token's course (else 404, the same as a missing one).
     */
    async wado(request: WadoRequest): Promise<{ open: () => Promise<Readable>; sizeBytes: number; etag: string }> {
      if (!request.token) throw new AppError(401, 'DicomTokenRequiredException', 'DicomTokenMissing');
      const check = checkDicomToken(tokenKey, request.token, clock());
      if (!check.ok) {
        throw check.reason === 'expired' ? new AppError(401, 'DicomTokenExpiredException', 'DicomTokenExpired') : new AppError(401, 'InvalidDicomTokenException', 'DicomTokenInvalid');
      }
      const instance = await findCourseInstance(db, check.claims.sosId, request);
      if (!instance) throw new AppError(404, 'NotFoundException', 'NotFound');
      // An instance never changes (a new import is a new SOP Instance UID): the tag is its key.
      const etag = `"${createHash('sha256').update(instance.storageKey).digest('base64url').slice(0, 22)}"`;
      const open = async () => {
        const stream = await storage.read(instance.storageKey);
        if (!stream) throw new AppError(404, 'NotFoundException', 'NotFound');
        return stream;
      };
      return { open, sizeBytes: instance.sizeBytes, etag };
    },
  };
}

export type ImagingService = ReturnType<typeof createImagingService>;
