import { describe, expect, it } from 'vitest';
import { ApplicationMessageId, UploadLimits } from '@portal/domain';
import { uploadRefusal } from './upload-check';

describe('uploadRefusal', () => {
  it('lets an allowed type within the limit through', () => {
    expect(uploadRefusal({ type: 'image/png', size: 1024 }, 'image')).toBeNull();
    expect(uploadRefusal({ type: 'application/pdf', size: 1024 }, 'document')).toBeNull();
    expect(
      uploadRefusal({ type: 'image/jpeg', size: UploadLimits.maxDocumentBytes }, 'document'),
    ).toBeNull();
  });

  it('refuses a type the kind does not take with message 116', () => {
    expect(uploadRefusal({ type: 'application/pdf', size: 10 }, 'image')).toBe(
      ApplicationMessageId.fileFormatError,
    );
    expect(uploadRefusal({ type: 'text/plain', size: 10 }, 'document')).toBe(
      ApplicationMessageId.fileFormatError,
    );
    expect(uploadRefusal({ type: '', size: 10 }, 'image')).toBe(
      ApplicationMessageId.fileFormatError,
    );
  });

  it('refuses an empty or too large file with message 117', () => {
    expect(uploadRefusal({ type: 'image/png', size: 0 }, 'image')).toBe(
      ApplicationMessageId.fileSizeError,
    );
    expect(
      uploadRefusal(
        { type: 'application/pdf', size: UploadLimits.maxDocumentBytes + 1 },
        'document',
      ),
    ).toBe(ApplicationMessageId.fileSizeError);
  });
});
