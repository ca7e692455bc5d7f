import {
  AcademicDocument,
  ApiEnvelope,
  AcademicDocumentsResponse,
  CandidateProfile,
  PreSignedUrlQuery,
  PreSignedUrlResponse,
  FilesApiRoutes, ProfileApiRoutes,
  ProfileImageResponse,
  RemoveAcademicDocumentQuery,
  SaveAcademicDocumentRequest,
  UpdateProfileImageRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiUrl, bearerSecurity } from '../http/api-route';
import type { Authenticator } from '../http/auth';
import { ok } from '../http/envelope';
import type { ProfileService } from '../services/profiles';

const envelopeOf = <T extends z.ZodType>(data: T) => ({ 200: ApiEnvelope(data) });

export function registerProfileRoutes(app: FastifyInstance, profiles: ProfileService, auth: Authenticator): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Profile'];

  api.route({
    method: ProfileApiRoutes.getProfile.method,
    url: apiUrl(ProfileApiRoutes.getProfile),
    // No response schema: CandidateProfile has input transforms ('' -> null) that cannot encode.
    schema: { tags, summary: "The caller's profile (ProfileImage: a signed, expiring read URL).", security: bearerSecurity },
    handler: async (request) => ok(await profiles.get(await auth.required(request))),
  });

  api.route({
    method: ProfileApiRoutes.updateProfile.method,
    url: apiUrl(ProfileApiRoutes.updateProfile),
    schema: { tags, summary: "Save the caller's profile (validated); the portal then refreshes its token.", security: bearerSecurity, body: CandidateProfile },
    handler: async (request) => ok(await profiles.update(await auth.required(request), request.body)),
  });

  api.route({
    method: ProfileApiRoutes.getProfileImage.method,
    url: apiUrl(ProfileApiRoutes.getProfileImage),
    schema: { tags, summary: "The caller's profile image: a signed, expiring read URL, or null.", security: bearerSecurity, response: envelopeOf(ProfileImageResponse) },
    handler: async (request) => ok(await profiles.getProfileImage(await auth.required(request))),
  });

  api.route({
    method: ProfileApiRoutes.updateProfileImage.method,
    url: apiUrl(ProfileApiRoutes.updateProfileImage),
    schema: {
      tags,
      summary: "Set the profile image to the caller's finished upload (ProfileImage = its FileKey in profile-image); the old file is deleted.",
      security: bearerSecurity,
      body: UpdateProfileImageRequest,
      response: envelopeOf(ProfileImageResponse),
    },
    handler: async (request) => ok(await profiles.updateProfileImage(await auth.required(request), request.body)),
  });

  api.route({
    method: ProfileApiRoutes.getDocuments.method,
    url: apiUrl(ProfileApiRoutes.getDocuments),
    schema: { tags, summary: "The caller's academic documents, each with a signed, expiring FileUrl.", security: bearerSecurity, response: envelopeOf(AcademicDocumentsResponse) },
    handler: async (request) => ok(await profiles.documents(await auth.required(request))),
  });

  api.route({
    method: FilesApiRoutes.getPreSignedUrl.method,
    url: apiUrl(FilesApiRoutes.getPreSignedUrl),
    schema: {
      tags,
      summary: 'A pre-signed URL for one upload (PUT application/octet-stream). Type and size are checked against the folder (messages 116, 117).',
      security: bearerSecurity,
      querystring: PreSignedUrlQuery,
      response: envelopeOf(PreSignedUrlResponse),
    },
    handler: async (request) => ok(await profiles.preSignedUrl(await auth.required(request), request.query)),
  });

  api.route({
    method: ProfileApiRoutes.saveDocument.method,
    url: apiUrl(ProfileApiRoutes.saveDocument),
    schema: {
      tags,
      summary: "Save an academic document for the caller's finished upload (FileKey in education-certificate); with CandidateAcademicId, replace that document.",
      security: bearerSecurity,
      body: SaveAcademicDocumentRequest,
      response: envelopeOf(AcademicDocument),
    },
    handler: async (request) => ok(await profiles.saveDocument(await auth.required(request), request.body), 'Created'),
  });

  api.route({
    method: ProfileApiRoutes.removeDocument.method,
    url: apiUrl(ProfileApiRoutes.removeDocument),
    schema: {
      tags,
      summary: "Delete one of the caller's academic documents and its file.",
      security: bearerSecurity,
      querystring: RemoveAcademicDocumentQuery,
      response: envelopeOf(z.null()),
    },
    handler: async (request) => {
      await profiles.removeDocument(await auth.required(request), request.query.candidateAcademicId);
      return ok(null);
    },
  });
}
