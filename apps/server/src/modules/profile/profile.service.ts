import {
  CandidateProfile,
  CloudStorageFolder,
  type AcademicDocument,
  type AcademicDocumentsResponse,
  type ProfileImageResponse,
  type SaveAcademicDocumentRequest,
  type UpdateProfileImageRequest,
} from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Caller } from '../../http/authentication';
import type { AccountModule } from '../account';
import type { FilesModule } from '../files';
import {
  deleteAcademicDocument,
  findAcademicDocument,
  findAcademicDocumentByKey,
  findProfile,
  insertAcademicDocument,
  listAcademicDocuments,
  saveProfile,
  updateAcademicDocument,
  type AcademicDocumentRow,
} from './profile.queries';

export interface ProfileContext extends ServiceContext {
  /** Claims uploads, signs read URLs, lets replaced files go. */
  readonly files: FilesModule;
  /** The account row the profile's name and image live on. */
  readonly users: AccountModule['users'];
}

/** Another candidate's document reads exactly like a missing one. */
const documentNotFound = () => new AppError(404, 'NotFoundException', 'NotFound');

/** The candidate's profile, picture and academic documents. */
export function createProfileService({ db, clock, files, users }: ProfileContext) {
  /** The account's own fields: the truth for name, email, phone, zone and country. */
  const accountFields = (caller: Caller) => ({
    Email: caller.user.email,
    CellPhone: caller.user.phoneNumber ?? '',
    TimeZoneId: caller.user.timeZoneId ?? 'UTC',
    CountryCode: caller.user.countryCode ?? 'PK',
  });

  const imageUrlOf = (user: Caller['user']) => files.imageUrl(user.profileImage, user.profileImageType);

  async function toWire(row: AcademicDocumentRow): Promise<AcademicDocument> {
    return {
      CandidateAcademicId: row.id,
      Title: row.title,
      FileName: row.fileName,
      FileUrl: await files.readUrl(row.fileKey, { contentType: row.contentType, fileName: row.fileName }),
      UploadedOn: row.uploadedAt.toISOString(),
    };
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
      await users.completeProfile(caller.user.id, saved.FullName);
      return { ...saved, ProfileImage: await imageUrlOf(caller.user) };
    },

    async getProfileImage(caller: Caller): Promise<ProfileImageResponse> {
      return { ProfileImage: await imageUrlOf(caller.user) };
    },

    /** Sets the image to the caller's finished upload under `ProfileImage` (a key); the old file goes. */
    async updateProfileImage(caller: Caller, request: UpdateProfileImageRequest): Promise<ProfileImageResponse> {
      const key = request.ProfileImage;
      if (key !== caller.user.profileImage) {
        const { contentType } = await files.claimUpload(caller.user.id, key, CloudStorageFolder.profileImage);
        // Compare-and-set on the stored key: of two concurrent changes each deletes exactly the file
        // it replaced, and none is left orphaned.
        let previous = caller.user.profileImage;
        for (let attempt = 0; !(await users.swapProfileImage(caller.user.id, previous, key, contentType)); attempt += 1) {
          if (attempt >= 3) throw new AppError(409, 'ConflictException', 'TryLater');
          previous = (await users.findById(caller.user.id))?.profileImage ?? null;
        }
        if (previous && previous !== key) await files.discard(previous);
      }
      const user = (await users.findById(caller.user.id)) ?? caller.user;
      return { ProfileImage: await imageUrlOf(user) };
    },

    async documents(caller: Caller): Promise<AcademicDocumentsResponse> {
      const rows = await listAcademicDocuments(db, caller.user.id);
      return { Documents: await Promise.all(rows.map(toWire)) };
    },

    /**
     * Saves a document for the caller's finished upload. With CandidateAcademicId it replaces that
     * document (the caller's own; else 404) and deletes the file it replaces.
     */
    async saveDocument(caller: Caller, request: SaveAcademicDocumentRequest): Promise<AcademicDocument> {
      const existing = request.CandidateAcademicId ? await findAcademicDocument(db, caller.user.id, request.CandidateAcademicId) : undefined;
      if (request.CandidateAcademicId && !existing) throw documentNotFound();
      const { contentType, sizeBytes } = await files.claimUpload(caller.user.id, request.FileKey, CloudStorageFolder.educationCertificate, {
        alreadySaved: existing?.fileKey === request.FileKey,
      });
      const holder = await findAcademicDocumentByKey(db, request.FileKey);
      if (holder && holder.id !== existing?.id) {
        throw new AppError(400, 'ValidationException', null, 'FileKey: this file is already saved as a document.');
      }
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
        if (existing.fileKey !== request.FileKey) await files.discard(existing.fileKey);
        return toWire(updated);
      }
      return toWire(await insertAcademicDocument(db, { userId: caller.user.id, ...fields }));
    },

    /** Deletes the caller's document and its file; another candidate's id is the same 404 as a missing one. */
    async removeDocument(caller: Caller, candidateAcademicId: number): Promise<void> {
      const removed = await deleteAcademicDocument(db, caller.user.id, candidateAcademicId);
      if (!removed) throw documentNotFound();
      await files.discard(removed.fileKey);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
