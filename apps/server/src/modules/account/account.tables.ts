import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../platform/database/columns';

/** Every account (candidates, and other roles the portal refuses at login). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    userName: text('user_name').notNull(),
    /** Lower-cased user name: uniqueness and look-ups ignore case. */
    userNameKey: text('user_name_key').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    phoneCode: text('phone_code'),
    phoneNumber: text('phone_number'),
    countryCode: text('country_code'),
    timeZoneId: text('time_zone_id'),
    gender: integer('gender'),
    /** Sign-up's academic fields (academicClass, marks, board, city, institute). */
    academics: jsonb('academics').$type<Record<string, unknown>>().notNull().default({}),
    /** The profile image's storage key (platform/storage), never a URL; set by the profile module. */
    profileImage: text('profile_image'),
    /** Its sniffed content type (served with the read URL). */
    profileImageType: text('profile_image_type'),
    isEmailConfirmed: boolean('is_email_confirmed').notNull().default(false),
    isPhoneNumberConfirmed: boolean('is_phone_number_confirmed').notNull().default(false),
    isProfileCompleted: boolean('is_profile_completed').notNull().default(false),
    isForcePwdChange: boolean('is_force_pwd_change').notNull().default(false),
    isHowYouKnowAnswered: boolean('is_how_you_know_answered').notNull().default(false),
    /** The last "Not now" to the how-you-know question (issue 11: asked again 7 days later, once). */
    howYouKnowPostponedAt: at('how_you_know_postponed_at'),
    /** How many times "Not now" was chosen (after the second the question is not asked again). */
    howYouKnowPostponedCount: integer('how_you_know_postponed_count').notNull().default(0),
    isEnrolled: boolean('is_enrolled').notNull().default(false),
    /** spec: is_online: an online candidate (as opposed to an on-campus one). */
    isOnline: boolean('is_online').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_user_name_key_unique').on(table.userNameKey),
    uniqueIndex('users_email_key_unique').on(table.emailKey),
    // The files sweep asks which of a batch of keys a profile image names (profileImageKeysAmong).
    index('users_profile_image_idx').on(table.profileImage),
  ],
);

/** A `user_id` column pointing at the account; the row goes with its user. Other areas' tables use it too. */
export const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A login session = one refresh-token family. Access tokens carry its id (`sid`), so revoking the
 * session (logout, password change, refresh-token reuse) ends its access tokens too.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: userIdColumn(),
    createdAt: createdAt(),
    /** Absolute lifetime: refreshing never extends past this. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_id_index').on(table.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is usable once (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    usedAt: at('used_at'),
  },
  (table) => [uniqueIndex('refresh_tokens_token_hash_unique').on(table.tokenHash)],
);

/** Failed logins, per account and per address, counted over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').$type<'account' | 'address'>().notNull(),
    key: text('key').notNull(),
    failedAt: at('failed_at').notNull(),
  },
  (table) => [index('login_failures_scope_key_index').on(table.scope, table.key, table.failedAt)],
);

export type CodePurpose = 'confirm-email' | 'reset-password' | 'phone-otp' | 'change-email';

/** One-time codes (email confirmation, password reset, phone OTP, email change), stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** The phone number or email address the code was sent to (and will be confirmed). */
    target: text('target').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [
    index('verification_codes_user_purpose_index').on(table.userId, table.purpose, table.createdAt),
  ],
);

/** spec: the how-you-know-us question's options (seeded). */
export const howYouKnowOptions = pgTable('how_you_know_options', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
  requiresDetail: boolean('requires_detail').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

/** Each candidate's answer (one; saving again replaces it). */
export const howYouKnowAnswers = pgTable('how_you_know_answers', {
  userId: userIdColumn().primaryKey(),
  optionId: integer('option_id')
    .notNull()
    .references(() => howYouKnowOptions.id),
  detail: text('detail'),
  answeredAt: at('answered_at').notNull(),
});
