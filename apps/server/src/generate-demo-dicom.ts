import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { demoStudiesWithArchiveSeries } from './modules/imaging';

/*
 * Writes the demo DICOM studies (the phantoms the seed imports) into a folder, one sub-folder per
 * study, e.g. to try the import command or another viewer:
 *
 *   npm run generate-demo-dicom -w @portal/server -- <folder>
 */
const folder = process.argv[2];
if (!folder) {
  console.error('usage: generate-demo-dicom <folder>');
  process.exit(2);
}
for (const [sosId, studies] of await demoStudiesWithArchiveSeries()) {
  for (const study of studies) {
    const target = join(folder, `${sosId}-${study.key}`);
    await mkdir(target, { recursive: true });
    const files = study.series.flatMap((series) => series.files);
    for (const file of files) await writeFile(join(target, file.name), file.bytes);
    console.log(`${target}: ${files.length} files (${study.title})`);
  }
}
