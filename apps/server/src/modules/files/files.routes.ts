import { FilesApiRoutes as routes, PreSignedUrlQuery, PreSignedUrlResponse } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { FilesService } from './files.service';

/** FilesApiRoutes: pre-signed uploads (the profile's pictures and documents today). */
export function registerFilesRoutes(app: FastifyInstance, files: FilesService): void {
  defineRoute(app, routes.getPreSignedUrl, {
    schema: {
      tags: ['Profile'],
      summary: 'A pre-signed URL for one upload (PUT application/octet-stream). Type and size are checked against the folder (messages 116, 117).',
      querystring: PreSignedUrlQuery,
      response: PreSignedUrlResponse,
    },
    handler: ({ query, caller }) => files.preSignedUrl(caller.user.id, query),
  });
}
