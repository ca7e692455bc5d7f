import { CandidateProfile } from '@portal/domain';
import { findProfile, saveProfile } from '../queries/profiles';
import { updateUser } from '../queries/users';
import type { Caller } from './accounts';
import type { ServiceContext } from './context';

export function createProfileService(context: ServiceContext) {
  const { db, clock } = context;

  /** The account's own fields: the truth for name, email, phone, zone and country. */
  const accountFields = (caller: Caller) => ({
    Email: caller.user.email,
    CellPhone: caller.user.phoneNumber ?? '',
    TimeZoneId: caller.user.timeZoneId ?? 'UTC',
    CountryCode: caller.user.countryCode ?? 'PK',
  });

  return {
    /** The saved profile, or (never saved, e.g. a new sign-up) one built from the account. */
    async get(caller: Caller): Promise<CandidateProfile> {
      const stored = await findProfile(db, caller.user.id);
      const base = stored ?? { FullName: caller.user.fullName, Academics: [], AcademicInformations: [] };
      return CandidateProfile.parse({ ...base, ...accountFields(caller), FullName: (base.FullName as string | undefined) ?? caller.user.fullName });
    },

    /**
     * Decision: email and cell phone change only through their verification flows (ChangeEmail,
     * OTP), so the saved profile keeps the account's values for them. Saving marks the profile
     * complete; the portal then refreshes its token itself (spec).
     */
    async update(caller: Caller, profile: CandidateProfile): Promise<CandidateProfile> {
      const saved = CandidateProfile.parse({ ...profile, Email: caller.user.email, CellPhone: caller.user.phoneNumber ?? profile.CellPhone });
      await saveProfile(db, caller.user.id, saved, clock());
      await updateUser(db, caller.user.id, { fullName: saved.FullName, isProfileCompleted: true });
      return saved;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
