import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    /** The profile image's storage key (apps/server/src/storage), never a URL. */
    profileImage: text('profile_image'),
    /** Its sniffed content type (served with the read URL). */
    profileImageType: text('profile_image_type'),
    isEmailConfirmed: boolean('is_email_confirmed').notNull().default(false),
    isPhoneNumberConfirmed: boolean('is_phone_number_confirmed').notNull().default(false),
    isProfileCompleted: boolean('is_profile_completed').notNull().default(false),
    isForcePwdChange: boolean('is_force_pwd_change').notNull().default(false),
    isHowYouKnowAnswered: boolean('is_how_you_know_answered').notNull().default(false),
    isEnrolled: boolean('is_enrolled').notNull().default(false),
    /** spec: is_online: an online candidate (as opposed to an on-campus one). */
    isOnline: boolean('is_online').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_user_name_key_unique').on(table.userNameKey),
    uniqueIndex('users_email_key_unique').on(table.emailKey),
    // The storage sweep asks which of a batch of keys a profile image names (queries/housekeeping.ts).
    index('users_profile_image_idx').on(table.profileImage),
  ],
);

/**
 * A login session = one refresh-token family. Access tokens carry its id (`sid`), so revoking the
 * session (logout, password change, refresh-token reuse) ends its access tokens too.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** The phone number or email address the code was sent to (and will be confirmed). */
    target: text('target').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [index('verification_codes_user_purpose_index').on(table.userId, table.purpose, table.createdAt)],
);

/** Email and SMS the local adapters "sent": the developer (and the e2e tests) read them here. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_recipient_index').on(table.recipient, table.id)],
);

/** The application message catalogue (spec: Messages map with Message and Type). */
export const applicationMessages = pgTable('application_messages', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  message: text('message').notNull(),
  type: integer('type').notNull(),
  audience: integer('audience').notNull(),
  updatedOn: at('updated_on').notNull(),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
});

export const timeZones = pgTable('time_zones', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull(),
  utcOffsetMinutes: integer('utc_offset_minutes').notNull(),
});

export const howYouKnowOptions = pgTable('how_you_know_options', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
  requiresDetail: boolean('requires_detail').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

export const howYouKnowAnswers = pgTable('how_you_know_answers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  optionId: integer('option_id')
    .notNull()
    .references(() => howYouKnowOptions.id),
  detail: text('detail'),
  answeredAt: at('answered_at').notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  candidateSosId: integer('candidate_sos_id'),
  subjectId: integer('subject_id'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Small key/value settings (latest app code, minimum supported app code). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: at('updated_at').notNull().default(sql`now()`),
});

/**
 * A candidate's enrolments (CandidateSOSId), the dashboard's courses. The wire shape (`Course` of
 * @portal/domain) is stored whole as JSON; the columns the queries filter on are copied out.
 */
export const candidateCourses = pgTable(
  'candidate_courses',
  {
    candidateSosId: integer('candidate_sos_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseType: integer('course_type').notNull(),
    course: jsonb('course').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('candidate_courses_user_idx').on(table.userId, table.courseType)],
);

/** A candidate's e-books (spec: e-books are courses of type 1), wire shape stored as JSON. */
export const candidateEBooks = pgTable(
  'candidate_ebooks',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eBookId: integer('ebook_id').notNull(),
    courseType: integer('course_type').notNull(),
    eBook: jsonb('ebook').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [uniqueIndex('candidate_ebooks_user_ebook_unique').on(table.userId, table.eBookId)],
);

/** A candidate's notifications (spec: CandidateNotificationId, IsRead), newest = highest id. */
export const candidateNotifications = pgTable(
  'candidate_notifications',
  {
    id: integer('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    candidateSosId: integer('candidate_sos_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('candidate_notifications_user_idx').on(table.userId, table.id)],
);

/** Push tokens (spec: POST save push token { Token }); one row per token, re-owned on re-save. */
export const pushTokens = pgTable('push_tokens', {
  token: text('token').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Topic subscriptions of push tokens (spec: every token joins the topic "all"). The server makes
 * them through the PushMessaging adapter (a browser cannot) and keeps the outcome here, so a failed
 * one is retried: when the token is saved again, or by `retryPushTopicSubscriptions`.
 */
export const pushTopicSubscriptions = pgTable(
  'push_topic_subscriptions',
  {
    token: text('token')
      .notNull()
      .references(() => pushTokens.token, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    /** When the adapter confirmed it; null = not (yet) subscribed. */
    subscribedAt: at('subscribed_at'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's message (never credentials), null after a success. */
    lastError: text('last_error'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.token, table.topic] }), index('push_topic_subscriptions_pending_idx').on(table.subscribedAt, table.updatedAt)],
);

/** A candidate's profile (spec: CandidateProfile), stored as validated JSON. */
export const candidateProfiles = pgTable('candidate_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A candidate's academic documents (spec: Documents, each with CandidateAcademicId = `id`). The
 * file lives in storage under `fileKey` (one of the owner's keys); the row only points at it.
 */
export const academicDocuments = pgTable(
  'academic_documents',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (table) => [index('academic_documents_user_idx').on(table.userId, table.id), uniqueIndex('academic_documents_file_key_unique').on(table.fileKey)],
);
