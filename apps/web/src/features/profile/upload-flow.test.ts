import { describe, expect, it } from 'vitest';
import { ApplicationMessageId, CloudStorageFolder, type PreSignedUrlRequest } from '@portal/domain';
import { runUpload, UploadRefusedError, type UploadSteps } from './upload-flow';

const presigned = {
  UploadUrl: 'http://storage.test/put/abc',
  FileKey: 'profile-image/abc.png',
  FileUrl: 'http://storage.test/get/abc',
  ExpiresOn: '2026-11-21T20:00:00Z',
};

function recordingSteps() {
  const calls: string[] = [];
  const requests: PreSignedUrlRequest[] = [];
  const steps: UploadSteps = {
    presign: async (request) => {
      calls.push('presign');
      requests.push(request);
      return presigned;
    },
    put: async (url, _file, options) => {
      calls.push(`put ${url}`);
      options.onProgress(50);
      options.onProgress(100);
    },
  };
  return { calls, requests, steps };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('runUpload', () => {
  it('asks for a URL in the folder with the file facts, then PUTs there with progress', async () => {
    const { calls, requests, steps } = recordingSteps();
    const progress: number[] = [];
    const result = await runUpload(
      png(),
      { folder: CloudStorageFolder.profileImage, kind: 'image' },
      steps,
      { onProgress: (percent) => progress.push(percent) },
    );
    expect(result).toEqual(presigned);
    expect(calls).toEqual(['presign', 'put http://storage.test/put/abc']);
    expect(requests).toEqual([
      { Folder: 'profile-image', FileName: 'me.png', ContentType: 'image/png', FileSize: 4 },
    ]);
    expect(progress).toEqual([0, 50, 100]);
  });

  it('refuses a wrong type with 116 before calling the server', async () => {
    const { calls, steps } = recordingSteps();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const attempt = runUpload(
      text,
      { folder: CloudStorageFolder.educationCertificate, kind: 'document' },
      steps,
      { onProgress: () => undefined },
    );
    await expect(attempt).rejects.toBeInstanceOf(UploadRefusedError);
    await expect(attempt).rejects.toMatchObject({
      messageId: ApplicationMessageId.fileFormatError,
    });
    expect(calls).toEqual([]);
  });

  it('refuses an empty file with 117', async () => {
    const { calls, steps } = recordingSteps();
    const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
    await expect(
      runUpload(
        empty,
        { folder: CloudStorageFolder.educationCertificate, kind: 'document' },
        steps,
        {
          onProgress: () => undefined,
        },
      ),
    ).rejects.toMatchObject({ messageId: ApplicationMessageId.fileSizeError });
    expect(calls).toEqual([]);
  });
});
