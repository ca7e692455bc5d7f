import { DicomConfiguration, DicomToken, DicomTokenRequest, ImagingApiRoutes as routes, ImagingStudiesQuery, ImagingStudiesResponse } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/errors';
import { defineRoute } from '../../http/define-route';
import { wadoUriRoot, type ImagingService } from './imaging.service';

const tags = ['Medical imaging'];

/** WADO-URI parameters (PS3.18 9.2): requestType=WADO, the three UIDs, and only application/dicom. */
const uid = z.string().regex(/^[0-9]+(\.[0-9]+)*$/, 'must be a DICOM UID').max(64);
const WadoQuery = z.object({
  requestType: z.literal('WADO', 'must be WADO'),
  studyUID: uid,
  seriesUID: uid,
  objectUID: uid,
  contentType: z.enum(['application/dicom'], 'only application/dicom is served').optional(),
  token: z.string().max(2000).optional(),
});

/** Imaging routes (learning-areas.md section 7, "Dicom"), and the WADO-URI endpoint beside the API. */
export function registerImagingRoutes(app: FastifyInstance, imaging: ImagingService): void {
  defineRoute(app, routes.refreshDicomToken, {
    schema: { tags, summary: "A DICOM token for the enrolment's course (5 minutes): the viewer sends it with every image request.", body: DicomTokenRequest, response: DicomToken },
    handler: ({ body, caller }) => imaging.refreshToken(caller, body),
  });

  defineRoute(app, routes.getDicomConfiguration, {
    schema: { tags, summary: "The viewer's configuration: WADO-URI root, the token's header and lifetime, tools, window presets.", response: DicomConfiguration },
    handler: async () => imaging.configuration(),
  });

  defineRoute(app, routes.getImagingStudies, {
    schema: { tags, summary: "The enrolment's course's imaging studies, with their series and image ids.", querystring: ImagingStudiesQuery, response: ImagingStudiesResponse },
    handler: ({ query, caller }) => imaging.studies(caller, query),
  });

  app.route({
    method: 'GET',
    url: wadoUriRoot,
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const parsed = WadoQuery.safeParse(request.query);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(400, 'ValidationException', null, `${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'invalid'}`);
      }
      const header = request.headers['x-dicom-token'];
      const token = (typeof header === 'string' ? header : undefined) ?? parsed.data.token;
      const image = await imaging.wado({ token, studyUid: parsed.data.studyUID, seriesUid: parsed.data.seriesUID, sopInstanceUid: parsed.data.objectUID });
      // Private: a shared cache must not keep what a token opened. Immutable: an instance never
      // changes, so a scroll back through the stack, or a new token, costs no request.
      reply.header('cache-control', 'private, max-age=86400, immutable').header('etag', image.etag).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      const stream = await image.open();
      return reply
        .header('content-type', 'application/dicom')
        .header('content-disposition', 'attachment; filename="image.dcm"')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-length', image.sizeBytes)
        .send(stream);
    },
  });
}
