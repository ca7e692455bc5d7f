/*
 * The zod-free half of file-upload.ts (as validation-bounds.ts is of validation.ts): the assignment
 * page and the profile photo read these limits before they paint, and a value taken from
 * file-upload.ts would bring its zod schemas (and zod classic, ~25 KB gzip) into their first load
 * (issue #10).
 */

/**
 * Not shown: the limits behind application messages 116 (file format) and 117 (file size). Ours:
 * documents and images up to 5 MB (assignments and lecture media up to 100 MB).
 */
export const UploadLimits = {
  maxDocumentBytes: 5 * 1024 * 1024,
  maxMediaBytes: 100 * 1024 * 1024,
  documentContentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  imageContentTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /**
   * An assignment answer: a PDF, a photo or scan of handwritten work, or an Office document (Word,
   * Excel, PowerPoint; old binary and OOXML), each recognised by its content on the server.
   */
  assignmentContentTypes: [
    'application/pdf',
    'image/jpeg',
    'image/png',
    'image/webp',
    'application/msword',
    'application/vnd.ms-excel',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  maxAssignmentBytes: 20 * 1024 * 1024,
} as const;
