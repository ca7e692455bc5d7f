import type { FastifyInstance } from 'fastify';
import { registerImagingRoutes } from './imaging.routes';
import { createImagingService, type ImagingContext } from './imaging.service';

/**
 * Medical imaging (ImagingApiRoutes + WADO-URI): DICOM studies of a course (study -> series ->
 * instances, de-identified Part-10 files in storage), the short-lived DICOM token, the viewer's
 * configuration, and the import of a study from a folder (src/import-dicom.ts).
 */
export function registerImaging(app: FastifyInstance, context: ImagingContext) {
  registerImagingRoutes(app, createImagingService(context));
}

export { dicomTokenKey } from './dicom-token';
export { seedDemoImaging } from './imaging.seed';
export { demoStudiesByCourse, demoStudiesWithArchiveSeries } from './dicom/demo-studies';
export { importStudy, ImportRefusedError } from './imaging-import';
