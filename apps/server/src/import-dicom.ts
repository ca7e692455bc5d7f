import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { ImportRefusedError, importStudy } from './modules/imaging';
import { sharedSecret } from './platform/secrets/shared-secrets';

/*
 * The documented import of a medical imaging study (issue 19; staff only, there is no teacher UI):
 * reads every .dcm file of a folder (one study), validates them, de-identifies them (DICOM PS3.15
 * basic profile) and files them under a course, in the configured database and storage:
 *
 *   npm run import-dicom -w @portal/server -- <SOSId> <folder> ["<title>"] ["<description>"]
 *
 * Nothing is stored when any file is refused; each refused file is printed with the reason.
 */
const [sosId, folder, title, description] = process.argv.slice(2);
if (!sosId || !/^\d+$/.test(sosId) || !folder) {
  console.error('usage: import-dicom <SOSId> <folder> ["<title>"] ["<description>"]');
  process.exit(2);
}
const names = (await readdir(folder)).filter((name) => name.toLowerCase().endsWith('.dcm')).sort();
const files = await Promise.all(names.map(async (name) => ({ name, bytes: new Uint8Array(await readFile(join(folder, name))) })));
const app = await buildApp({ ...loadConfig(), seedDemoImaging: false });
try {
  const uidSalt = await sharedSecret(app.platform.db, 'imagingUidSalt');
  const study = await importStudy(app.platform.db, app.platform.storage, uidSalt, { sosId: Number(sosId), title, description, files }, new Date());
  console.log(`Imported study ${study.id} ("${study.title}", ${files.length} files) into course ${sosId}.`);
} catch (error) {
  console.error(error instanceof ImportRefusedError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
