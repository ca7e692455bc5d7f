import { createHash } from 'node:crypto';
import { Tags, fileMeta, findElement, tag, tagGroup, textElement, textOf, type DicomElement, type DicomFile } from './part10';

/**
 * De-identification by the DICOM PS3.15 Basic Application Level Confidentiality Profile (Annex E,
 * table E.1-1), the attributes a teaching file can carry: the actions used are
 *   X  remove the attribute,
 *   Z  keep it empty (or put a dummy value: patient name and id get one, so viewers show something),
 *   U  replace a UID by another, the same for the same input (a study's series stay together).
 * Private attributes (odd groups) are removed (the profile's default, no "retain safe private"
 * option), and so are curves (50xx) and overlay comments. Nested sequences are treated the same way.
 * Patient Identity Removed (0012,0062) = YES and De-identification Method (0012,0063) are added.
 * Pixel data is not examined: a file that says its pixels carry burned-in annotation (0028,0301 YES)
 * is refused by the importer rather than imported.
 */
const remove = new Set<number>([
  // Institution, staff and devices.
  tag(0x0008, 0x0080), tag(0x0008, 0x0081), tag(0x0008, 0x0092), tag(0x0008, 0x0094), tag(0x0008, 0x0096),
  tag(0x0008, 0x1010), tag(0x0008, 0x1040), tag(0x0008, 0x1048), tag(0x0008, 0x1049), tag(0x0008, 0x1050),
  tag(0x0008, 0x1052), tag(0x0008, 0x1060), tag(0x0008, 0x1062), tag(0x0008, 0x1070), tag(0x0008, 0x1072),
  tag(0x0008, 0x1030), tag(0x0008, 0x103e), tag(0x0008, 0x1080), tag(0x0008, 0x1084), tag(0x0008, 0x1111), tag(0x0008, 0x1120), tag(0x0008, 0x2111),
  tag(0x0018, 0x1000), tag(0x0018, 0x1004), tag(0x0018, 0x1005), tag(0x0018, 0x1007), tag(0x0018, 0x1008),
  tag(0x0018, 0x1030), tag(0x0018, 0x1400), tag(0x0018, 0x700a),
  // Patient.
  tag(0x0010, 0x0021), tag(0x0010, 0x0032), tag(0x0010, 0x0050), tag(0x0010, 0x0101), tag(0x0010, 0x0102),
  tag(0x0010, 0x1000), tag(0x0010, 0x1001), tag(0x0010, 0x1002), tag(0x0010, 0x1005), tag(0x0010, 0x1010),
  tag(0x0010, 0x1020), tag(0x0010, 0x1030), tag(0x0010, 0x1040), tag(0x0010, 0x1050), tag(0x0010, 0x1060),
  tag(0x0010, 0x1080), tag(0x0010, 0x1081), tag(0x0010, 0x1090), tag(0x0010, 0x2000), tag(0x0010, 0x2110),
  tag(0x0010, 0x2150), tag(0x0010, 0x2152), tag(0x0010, 0x2154), tag(0x0010, 0x2160), tag(0x0010, 0x2180),
  tag(0x0010, 0x21a0), tag(0x0010, 0x21b0), tag(0x0010, 0x21c0), tag(0x0010, 0x21d0), tag(0x0010, 0x21f0),
  tag(0x0010, 0x4000),
  // Visit, request, procedure step, comments.
  tag(0x0020, 0x4000), tag(0x0032, 0x1032), tag(0x0032, 0x1033), tag(0x0032, 0x1060), tag(0x0032, 0x4000),
  tag(0x0038, 0x0010), tag(0x0038, 0x0300), tag(0x0038, 0x0400), tag(0x0038, 0x0500), tag(0x0040, 0x0006),
  tag(0x0040, 0x0244), tag(0x0040, 0x0245), tag(0x0040, 0x0253), tag(0x0040, 0x0254), tag(0x0040, 0x0275),
  tag(0x0040, 0x1001), tag(0x0040, 0x2016), tag(0x0040, 0x2017), tag(0x0040, 0xa730), tag(0x0400, 0x0561),
  tag(0x4008, 0x0114), tag(0x4008, 0x0119), tag(0x4008, 0x011a),
  // Dates and times other than the study's (emptied below).
  tag(0x0008, 0x0021), tag(0x0008, 0x0022), tag(0x0008, 0x0023), tag(0x0008, 0x002a), tag(0x0008, 0x0031),
  tag(0x0008, 0x0032), tag(0x0008, 0x0033), tag(0x0008, 0x0012), tag(0x0008, 0x0013),
]);

const empty = new Set<number>([
  tag(0x0008, 0x0020), // Study Date
  tag(0x0008, 0x0030), // Study Time
  tag(0x0008, 0x0050), // Accession Number
  tag(0x0008, 0x0090), // Referring Physician's Name
  tag(0x0010, 0x0030), // Patient's Birth Date
  tag(0x0010, 0x0040), // Patient's Sex
  tag(0x0020, 0x0010), // Study ID
]);

const replaceUid = new Set<number>([
  tag(0x0008, 0x0014), tag(0x0008, 0x0018), tag(0x0008, 0x1155), tag(0x0008, 0x3010), tag(0x0020, 0x000d),
  tag(0x0020, 0x000e), tag(0x0020, 0x0052), tag(0x0020, 0x0200), tag(0x0040, 0xa124), tag(0x0088, 0x0140),
  tag(0x3006, 0x0024), tag(0x3006, 0x00c2),
]);

export const PatientTags = { name: tag(0x0010, 0x0010), id: tag(0x0010, 0x0020) } as const;
export const identityRemovedTag = tag(0x0012, 0x0062);
export const deidentificationMethodTag = tag(0x0012, 0x0063);
export const deidentificationMethod = 'DICOM PS3.15 E.1 Basic Application Level Confidentiality Profile';

/** The attributes a de-identified file must not carry (tests read stored files against it). */
export const identifyingTags: ReadonlySet<number> = new Set([...remove]);

/** A new UID for `uid`, under 2.25 (a UUID as a decimal integer, PS3.5 B.2): same input, same output. */
export function replacementUid(uid: string, salt: string): string {
  const hash = createHash('sha256').update(`${salt}\n${uid}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x40; // a version-4-shaped UUID, as PS3.5 B.2 expects
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  return `2.25.${BigInt(`0x${hash.subarray(0, 16).toString('hex')}`).toString(10)}`;
}

function isRemovedGroup(elementTag: number): boolean {
  const group = tagGroup(elementTag);
  const element = elementTag & 0xffff;
  if (group % 2 === 1) return true; // private
  if (group >= 0x5000 && group <= 0x50ff) return true; // curves
  if (group >= 0x6000 && group <= 0x60ff && element === 0x4000) return true; // overlay comments
  return false;
}

function cleanElements(elements: readonly DicomElement[], salt: string, patientId: string): DicomElement[] {
  const out: DicomElement[] = [];
  for (const element of elements) {
    if (remove.has(element.tag) || isRemovedGroup(element.tag)) continue;
    if (element.tag === PatientTags.name) out.push(textElement(element.tag, element.vr || 'PN', 'Anonymous'));
    else if (element.tag === PatientTags.id) out.push(textElement(element.tag, element.vr || 'LO', patientId));
    else if (empty.has(element.tag)) out.push({ tag: element.tag, vr: element.vr, value: new Uint8Array() });
    else if (replaceUid.has(element.tag) && element.value) out.push(textElement(element.tag, element.vr || 'UI', replacementUid(textOf([element], element.tag) ?? '', salt)));
    else if (element.items) out.push({ ...element, items: element.items.map((item) => cleanElements(item, salt, patientId)) });
    else out.push(element);
  }
  return out;
}

/**
 * The file with the profile applied. `salt` keys the UID replacement (the importer uses the server's
 * secret, so the original UIDs cannot be recomputed from ours). The file meta is rewritten with the
 * new SOP Instance UID.
 */
export function deidentify(file: DicomFile, salt: string): DicomFile {
  const studyUid = textOf(file.dataset, tag(0x0020, 0x000d)) ?? '';
  const patientId = `ANON-${replacementUid(studyUid, salt).slice(-8)}`;
  const dataset = cleanElements(file.dataset, salt, patientId).filter((element) => element.tag !== identityRemovedTag && element.tag !== deidentificationMethodTag);
  if (!findElement(dataset, PatientTags.name)) dataset.push(textElement(PatientTags.name, 'PN', 'Anonymous'));
  if (!findElement(dataset, PatientTags.id)) dataset.push(textElement(PatientTags.id, 'LO', patientId));
  dataset.push(textElement(identityRemovedTag, 'CS', 'YES'), textElement(deidentificationMethodTag, 'LO', deidentificationMethod));
  const sopClassUid = textOf(dataset, tag(0x0008, 0x0016)) ?? textOf(file.meta, Tags.mediaStorageSopClassUid) ?? '';
  const sopInstanceUid = textOf(dataset, tag(0x0008, 0x0018)) ?? '';
  return { meta: fileMeta(sopClassUid, sopInstanceUid, file.transferSyntax), dataset, transferSyntax: file.transferSyntax };
}
