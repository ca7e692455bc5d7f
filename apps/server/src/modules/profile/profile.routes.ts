import {
  AcademicDocument,
  AcademicDocumentsResponse,
  CandidateProfile,
  ProfileApiRoutes as routes,
  ProfileImageResponse,
  RemoveAcademicDocumentQuery,
  SaveAcademicDocumentRequest,
  UpdateProfileImageRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route';
import type { ProfileService } from './profile.service';

const tags = ['Profile'];

/** ProfileApiRoutes (account-and-shell.md section 7): profile, picture, academic documents. */
export function registerProfileRoutes(app: FastifyInstance, profile: ProfileService): void {
  // No response schema for the profile itself: CandidateProfile has input transforms ('' -> null) that cannot encode.
  defineRoute(app, routes.getProfile, {
    schema: { tags, summary: "The caller's profile (ProfileImage: a signed, expiring read URL)." },
    handler: ({ caller }) => profile.get(caller),
  });

  defineRoute(app, routes.updateProfile, {
    schema: { tags, summary: "Save the caller's profile (validated); the portal then refreshes its token.", body: CandidateProfile },
    handler: ({ body, caller }) => profile.update(caller, body),
  });

  defineRoute(app, routes.getProfileImage, {
    schema: { tags, summary: "The caller's profile image: a signed, expiring read URL, or null.", response: ProfileImageResponse },
    handler: ({ caller }) => profile.getProfileImage(caller),
  });

  defineRoute(app, routes.updateProfileImage, {
    schema: {
      tags,
      summary: "Set the profile image to the caller's finished upload (ProfileImage = its FileKey in profile-image); the old file is deleted.",
      body: UpdateProfileImageRequest,
      response: ProfileImageResponse,
    },
    handler: ({ body, caller }) => profile.updateProfileImage(caller, body),
  });

  defineRoute(app, routes.getDocuments, {
    schema: { tags, summary: "The caller's academic documents, each with a signed, expiring FileUrl.", response: AcademicDocumentsResponse },
    handler: ({ caller }) => profile.documents(caller),
  });

  defineRoute(app, routes.saveDocument, {
    schema: {
      tags,
      summary: "Save an academic document for the caller's finished upload (FileKey in education-certificate); with CandidateAcademicId, replace that document.",
      body: SaveAcademicDocumentRequest,
      response: AcademicDocument,
    },
    message: 'Created',
    handler: ({ body, caller }) => profile.saveDocument(caller, body),
  });

  defineRoute(app, routes.removeDocument, {
    schema: { tags, summary: "Delete one of the caller's academic documents and its file.", querystring: RemoveAcademicDocumentQuery, response: z.null() },
    handler: ({ query, caller }) => profile.removeDocument(caller, query.candidateAcademicId),
  });
}
