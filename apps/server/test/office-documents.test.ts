import { CloudStorageFolder, FilesApiRoutes, PreSignedUrlResponse, SubmissionType, AssignmentsApiRoutes, Assignment } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '../src/core/message-catalogue';
import { sniffContentType } from '../src/platform/storage/content-sniff';
import { startTestServer, type TestServer } from './helpers/test-server';

/*
 * Office documents as assignment answers (issue 14), recognised by their content: OLE2 compound
 * files (.doc/.xls/.ppt) and OOXML zips (.docx/.xlsx/.pptx), built here byte by byte. Content that
 * does not match the declared type, or an OLE2 / zip file of another kind, is refused (415 where
 * the bytes land, 116 when the type is not taken at all).
 */

/** A minimal OLE2 compound file: the 512-byte header and one directory sector (Root Entry + `stream`). */
function ole2(stream: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3 (512-byte sectors)
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(0, 48); // directory starts at sector 0
  header.writeUInt32LE(0x1000, 56); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 60);
  header.writeUInt32LE(0xfffffffe, 68);
  header.fill(0xff, 76, 512);
  header.writeUInt32LE(1, 76); // the FAT is sector 1
  const directory = Buffer.alloc(512);
  const entry = (index: number, name: string, type: number) => {
    const offset = index * 128;
    directory.write(name, offset, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, offset + 64);
    directory[offset + 66] = type;
    directory.writeUInt32LE(0xffffffff, offset + 68);
    directory.writeUInt32LE(0xffffffff, offset + 72);
    directory.writeUInt32LE(index === 0 ? 1 : 0xffffffff, offset + 76);
  };
  entry(0, 'Root Entry', 5);
  entry(1, stream, 2);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffe, 0);
  fat.writeUInt32LE(0xfffffffd, 4);
  return Buffer.concat([header, directory, fat]);
}

/** A stored (uncompressed) zip of the given entries, with its central directory. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const ooxml = (part: string) => zip({ '[Content_Types].xml': contentTypes, '_rels/.rels': '<Relationships/>', [part]: '<root/>' });

const documents = {
  doc: { type: 'application/msword', bytes: ole2('WordDocument') },
  xls: { type: 'application/vnd.ms-excel', bytes: ole2('Workbook') },
  ppt: { type: 'application/vnd.ms-powerpoint', bytes: ole2('PowerPoint Document') },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: ooxml('word/document.xml') },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: ooxml('xl/workbook.xml') },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', bytes: ooxml('ppt/presentation.xml') },
};

describe('sniffing Office documents', () => {
  it.each(Object.entries(documents))('recognises a .%s by its content', (_extension, { type, bytes }) => {
    expect(sniffContentType(bytes)).toBe(type);
  });

  it('refuses other OLE2 and zip files', () => {
    expect(sniffContentType(ole2('SummaryInformation'))).toBeNull();
    expect(sniffContentType(zip({ 'readme.txt': 'hello' }))).toBeNull();
    expect(sniffContentType(zip({ 'word/document.xml': '<root/>' }))).toBeNull();
    expect(sniffContentType(zip({ '[Content_Types].xml': contentTypes, 'content.xml': '<office/>' }))).toBeNull();
  });
});

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login()).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const presign = (FileName: string, ContentType: string, FileSize: number) =>
  server.call<PreSignedUrlResponse>('GET', FilesApiRoutes.getPreSignedUrl.path, { token, query: { Folder: CloudStorageFolder.assignments, FileName, ContentType, FileSize } });
const put = (url: string, bytes: Buffer) =>
  fetch(new URL(url, server.baseUrl), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/octet-stream' } });

describe('Office documents as assignment answers', () => {
  it('takes a .docx and a .xls where they land; refuses a .docx whose bytes are a .pptx (415)', async () => {
    for (const [extension, { type, bytes }] of [['docx', documents.docx], ['xls', documents.xls]] as const) {
      const signed = await presign(`answer.${extension}`, type, bytes.length);
      expect(signed.status, signed.body.Message).toBe(200);
      expect((await put(PreSignedUrlResponse.parse(signed.body.Data).UploadUrl, bytes)).status).toBe(200);
    }
    const liar = PreSignedUrlResponse.parse((await presign('answer.docx', documents.docx.type, documents.pptx.bytes.length)).body.Data);
    expect((await put(liar.UploadUrl, documents.pptx.bytes)).status).toBe(415);
    const other = PreSignedUrlResponse.parse((await presign('answer.doc', documents.doc.type, 1536)).body.Data);
    expect((await put(other.UploadUrl, ole2('SummaryInformation'))).status).toBe(415);
  });

  it('refuses a type it does not take with 116', async () => {
    const refused = await presign('answer.odt', 'application/vnd.oasis.opendocument.text', 100);
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toBe(messageText('FileFormatError'));
  });

  it('submits a .docx answer to an attachment assignment', async () => {
    const list = await server.call<{ Assignments: Assignment[] }>('GET', AssignmentsApiRoutes.getAssignments.path, { token, query: { candidateSOSId: 1001, filter: 1, pageNumber: 1, pageSize: 100 } });
    const open = list.body.Data?.Assignments.find((entry) => entry.SubmissionType === SubmissionType.Attachment && !entry.IsExpired && !entry.IsLocked && entry.ReviewStatus !== 3);
    expect(open, 'an open attachment assignment in the demo world').toBeDefined();
    const signed = PreSignedUrlResponse.parse((await presign('Microscopes.docx', documents.docx.type, documents.docx.bytes.length)).body.Data);
    expect((await put(signed.UploadUrl, documents.docx.bytes)).status).toBe(200);
    const submitted = await server.call<Assignment>('POST', AssignmentsApiRoutes.submitAssignment.path, {
      token,
      body: { CandidateSOSId: 1001, AssignmentId: open!.AssignmentId, SOSDetailAssignmentId: open!.SOSDetailAssignmentId, SubmissionType: SubmissionType.Attachment, FileKey: signed.FileKey, FileName: 'Microscopes.docx' },
    });
    expect(submitted.status, submitted.body.Message).toBe(200);
    expect(submitted.body.Data?.SubmittedFileName).toBe('Microscopes.docx');
  });
});
