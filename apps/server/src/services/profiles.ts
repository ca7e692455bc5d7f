import {
  CandidateProfile,
  CloudStorageFolder,
  type AcademicDocument,
  type AcademicDocumentsResponse,
  type PreSignedUrlQuery,
  type PreSignedUrlResponse,
  type ProfileImageResponse,
  type SaveAcademicDocumentRequest,
  type UpdateProfileImageRequest,
} from '@portal/domain';
import { AppError } from '../http/envelope';
import {
  deleteAcademicDocument,
  findAcademicDocument,
  findAcademicDocumentByKey,
  findProfile,
  insertAcademicDocument,
  listAcademicDocuments,
  saveProfile,
  swapProfileImage,
  updateAcademicDocument,
  type AcademicDocumentRow,
} from '../queries/profiles';
import { findUserById, updateUser } from '../queries/users';
import { normaliseContentType, sniffBytes, sniffContentType } from '../storage/content-sniff';
import {
  downloadExpirySeconds,
  isOwnKey,
  newObjectKey,
  parseObjectKey,
  uploadPolicies,
  uploadUrlSeconds,
  type UploadPolicy,
} from '../storage/object-keys';
import { profileImageUrl } from '../storage/readable-urls';
import type { Caller } from './accounts';
import type { ServiceContext } from './context';
import { uploadSaveWindowSeconds } from './housekeeping';

/** Another candidate's document reads exactly like a missing one. */
const documentNotFound = () => new AppError(404, 'NotFoundException', 'NotFound');
/** A key that is not the caller's, or has no file behind it: one answer for both. */
const uploadNotFound = () => new AppError(404, 'NotFoundException', 'UploadedFileNotFound');
const fileFormatError = (status = 400) =>
  new AppError(status, 'FileFormatException', 'FileFormatError');
const fileSizeError = (status = 400) => new AppError(status, 'FileSizeException', 'FileSizeError');

function policyOf(folder: CloudStorageFolder): UploadPolicy {
  const policy = uploadPolicies[folder];
  if (!policy) throw new AppError(400, 'ValidationException', 'UploadFolderNotAllowed');
  return policy;
}

export function createProfileService(context: ServiceContext) {
  const { db, clock, files } = context;

  /** The account's own fields: the truth for name, email, phone, zone and country. */
  const accountFields = (caller: Caller) => ({
    Email: caller.user.email,
    CellPhone: caller.user.phoneNumber ?? '',
    TimeZoneId: caller.user.timeZoneId ?? 'UTC',
    CountryCode: caller.user.countryCode ?? 'PK',
  });

  const imageUrlOf = (user: Caller['user']) => profileImageUrl(files, user, clock());

  async function toWire(row: AcademicDocumentRow): Promise<AcademicDocument> {
    const read = await files.createDownloadUrl(row.fileKey, {
      expiresInSeconds: downloadExpirySeconds(clock()),
      contentType: row.contentType,
      fileName: row.fileName,
    });
    return {
      CandidateAcademicId: row.id,
      Title: row.title,
      FileName: row.fileName,
      FileUrl: read.url,
      UploadedOn: row.uploadedAt.toISOString(),
    };
  }

  /**
   * The caller's finished upload under `key`: it must be one of the caller's keys in `folder` and
   * exist; its size and real type (magic bytes) must fit the folder. A file that does not fit is
   * deleted (it is the caller's own). Another candidate's key is never looked at.
   */
  async function checkUpload(
    caller: Caller,
    key: string,
    folder: CloudStorageFolder,
    { alreadySaved = false }: { alreadySaved?: boolean } = {},
  ): Promise<{ contentType: string; sizeBytes: number }> {
    if (!isOwnKey(key, caller.user.id, folder)) throw uploadNotFound();
    const policy = policyOf(folder);
    const info = await files.stat(key);
    if (!info) throw uploadNotFound();
    // An unsaved upload past its save window belongs to the sweep (housekeeping) now.
    if (
      !alreadySaved &&
      clock().getTime() - info.modifiedAt.getTime() > uploadSaveWindowSeconds * 1000
    )
      throw uploadNotFound();
    if (info.sizeBytes > policy.maxBytes) {
      await files.delete(key);
      throw fileSizeError();
    }
    const contentType = sniffContentType(
      (await files.readHead(key, sniffBytes)) ?? new Uint8Array(),
    );
    if (!contentType || !policy.contentTypes.includes(contentType)) {
      await files.delete(key);
      throw fileFormatError();
    }
    return { contentType, sizeBytes: info.sizeBytes };
  }

  return {
    /** The saved profile, or (never saved, e.g. a new sign-up) one built from the account. */
    async get(caller: Caller): Promise<CandidateProfile> {
      const stored = await findProfile(db, caller.user.id);
      const base = stored ?? {
        FullName: caller.user.fullName,
        Academics: [],
        AcademicInformations: [],
      };
      return CandidateProfile.parse({
        ...base,
        ...accountFields(caller),
        FullName: (base.FullName as string | undefined) ?? caller.user.fullName,
        ProfileImage: await imageUrlOf(caller.user),
      });
    },

    /**
     * Decision: email and cell phone change only through their verification flows (ChangeEmail,
     * OTP), so the saved profile keeps the account's values for them. Saving marks the profile
     * complete; the portal then refreshes its token itself (spec). The image changes only through
     * UpdateProfileImage: a ProfileImage sent here (a read URL) is not stored.
     */
    async update(caller: Caller, profile: CandidateProfile): Promise<CandidateProfile> {
      const saved = CandidateProfile.parse({
        ...profile,
        Email: caller.user.email,
        CellPhone: caller.user.phoneNumber ?? profile.CellPhone,
        ProfileImage: null,
      });
      await saveProfile(db, caller.user.id, saved, clock());
      await updateUser(db, caller.user.id, { fullName: saved.FullName, isProfileCompleted: true });
      return { ...saved, ProfileImage: await imageUrlOf(caller.user) };
    },

    async getProfileImage(caller: Caller): Promise<ProfileImageResponse> {
      return { ProfileImage: await imageUrlOf(caller.user) };
    },

    /** Sets the image to the caller's finished upload under `ProfileImage` (a key); the old file goes. */
    async updateProfileImage(
      caller: Caller,
      request: UpdateProfileImageRequest,
    ): Promise<ProfileImageResponse> {
      const key = request.ProfileImage;
      if (key !== caller.user.profileImage) {
        const { contentType } = await checkUpload(caller, key, CloudStorageFolder.profileImage);
        // Compare-and-set on the stored key: of two concurrent changes each deletes exactly the file
        // it replaced, and none is left orphaned.
        let previous = caller.user.profileImage;
        for (
          let attempt = 0;
          !(await swapProfileImage(db, caller.user.id, previous, key, contentType));
          attempt += 1
        ) {
          if (attempt >= 3) throw new AppError(409, 'ConflictException', 'TryLater');
          previous = (await findUserById(db, caller.user.id))?.profileImage ?? null;
        }
        if (previous && previous !== key && parseObjectKey(previous)) await files.delete(previous);
      }
      const user = (await findUserById(db, caller.user.id)) ?? caller.user;
      return { ProfileImage: await imageUrlOf(user) };
    },

    /**
     * spec: a pre-signed URL for one upload. The declared type and size are checked against the
     * folder first (messages 116, 117); the bytes are checked again where they land.
     */
    async preSignedUrl(caller: Caller, request: PreSignedUrlQuery): Promise<PreSignedUrlResponse> {
      const policy = policyOf(request.Folder);
      const contentType = normaliseContentType(request.ContentType);
      if (!policy.contentTypes.includes(contentType)) throw fileFormatError();
      if (request.FileSize > policy.maxBytes) throw fileSizeError();
      const key = newObjectKey(request.Folder, caller.user.id, request.FileName);
      const upload = await files.createUploadUrl(key, {
        contentType,
        maxBytes: policy.maxBytes,
        declaredBytes: request.FileSize,
        expiresInSeconds: uploadUrlSeconds,
      });
      const read = await files.createDownloadUrl(key, {
        expiresInSeconds: downloadExpirySeconds(clock()),
        contentType,
        fileName: request.FileName,
      });
      return {
        UploadUrl: upload.url,
        FileKey: key,
        FileUrl: read.url,
        ExpiresOn: upload.expiresAt.toISOString(),
      };
    },

    async documents(caller: Caller): Promise<AcademicDocumentsResponse> {
      const rows = await listAcademicDocuments(db, caller.user.id);
      return { Documents: await Promise.all(rows.map(toWire)) };
    },

    /**
     * Saves a document for the caller's finished upload. With CandidateAcademicId it replaces that
     * document (the caller's own; else 404) and deletes the file it replaces.
     */
    async saveDocument(
      caller: Caller,
      request: SaveAcademicDocumentRequest,
    ): Promise<AcademicDocument> {
      const existing = request.CandidateAcademicId
        ? await findAcademicDocument(db, caller.user.id, request.CandidateAcademicId)
        : undefined;
      if (request.CandidateAcademicId && !existing) throw documentNotFound();
      const { contentType, sizeBytes } = await checkUpload(
        caller,
        request.FileKey,
        CloudStorageFolder.educationCertificate,
        {
          alreadySaved: existing?.fileKey === request.FileKey,
        },
      );
      const holder = await findAcademicDocumentByKey(db, request.FileKey);
      if (holder && holder.id !== existing?.id)
        throw new AppError(
          400,
          'ValidationException',
          null,
          'FileKey: this file is already saved as a document.',
        );
      const fields = {
        title: request.Title,
        fileName: request.FileName,
        fileKey: request.FileKey,
        contentType,
        sizeBytes,
        uploadedAt: clock(),
      };
      if (existing) {
        const updated = await updateAcademicDocument(db, caller.user.id, existing.id, fields);
        if (!updated) throw documentNotFound();
        if (existing.fileKey !== request.FileKey) await files.delete(existing.fileKey);
        return toWire(updated);
      }
      return toWire(await insertAcademicDocument(db, { userId: caller.user.id, ...fields }));
    },

    /** Deletes the caller's document and its file; another candidate's id is the same 404 as a missing one. */
    async removeDocument(caller: Caller, candidateAcademicId: number): Promise<void> {
      const removed = await deleteAcademicDocument(db, caller.user.id, candidateAcademicId);
      if (!removed) throw documentNotFound();
      await files.delete(removed.fileKey);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
