import { demoWorld } from '@portal/domain/fixtures';
import type { PasswordHasher } from '../services/password-hasher';
import { allApplicationMessages } from '../services/message-catalogue';
import { settingKeys } from '../services/app-info';
import { emailKey, userNameKey } from '../queries/users';
import type { Database } from './client';
import { appSettings, applicationMessages, candidateCourses, candidateEBooks, candidateNotifications, candidateProfiles, countries, howYouKnowOptions, timeZones, users } from './schema';

/**
 * Reference data every database needs (messages, countries, time zones, how-you-know options,
 * settings). Idempotent: rows that exist are left alone, so an operator's edits survive restarts.
 */
export async function seedReferenceData(db: Database, now: Date): Promise<void> {
  await db
    .insert(applicationMessages)
    .values(
      allApplicationMessages().map(({ key, entry }) => ({
        id: entry.id,
        key,
        message: entry.message,
        type: entry.type,
        audience: entry.audience,
        updatedOn: now,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values(demoWorld.countries.map((country) => ({ id: country.CountryId, code: country.CountryCode, name: country.Name, phoneCode: country.PhoneCode })))
    .onConflictDoNothing();
  await db
    .insert(timeZones)
    .values(demoWorld.timeZones.map((zone) => ({ id: zone.TimeZoneId, displayName: zone.DisplayName, utcOffsetMinutes: zone.UtcOffsetMinutes })))
    .onConflictDoNothing();
  await db
    .insert(howYouKnowOptions)
    .values(
      demoWorld.howYouKnowQuestion.Options.map((option, index) => ({
        id: option.OptionId,
        text: option.Text,
        requiresDetail: option.RequiresDetail,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(appSettings)
    .values([
      { key: settingKeys.latestAppCode, value: '1', updatedAt: now },
      { key: settingKeys.minimumAppCode, value: '0', updatedAt: now },
    ])
    .onConflictDoNothing();
}

/**
 * The demo world's accounts (@portal/domain/fixtures), only into a database without users (a fresh
 * install); the demo password is hashed now, at the configured cost.
 */
export async function seedDemoAccounts(db: Database, passwords: PasswordHasher, now: Date): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return false;
  const rows = await Promise.all(
    demoWorld.users.map(async (account) => ({
      id: account.userId,
      userName: account.userName,
      userNameKey: userNameKey(account.userName),
      email: account.email,
      emailKey: emailKey(account.email),
      fullName: account.fullName,
      passwordHash: await passwords.hash(demoWorld.password),
      role: account.role,
      phoneCode: account.phoneCode,
      phoneNumber: account.phoneNumber,
      countryCode: account.countryCode,
      timeZoneId: account.timeZoneId,
      gender: account.gender,
      isEmailConfirmed: account.isEmailConfirmed,
      isPhoneNumberConfirmed: account.isPhoneNumberConfirmed,
      isProfileCompleted: account.isProfileCompleted,
      isForcePwdChange: account.isForcePwdChange,
      isEnrolled: account.isEnrolled,
      isHowYouKnowAnswered: account.isHowYouKnowAnswered,
      createdAt: now,
    })),
  );
  await db.insert(users).values(rows).onConflictDoNothing();
  await seedDemoLearning(db);
  return true;
}

/** The demo candidates' enrolments and e-books (dashboard), from the demo world. */
async function seedDemoLearning(db: Database): Promise<void> {
  for (const candidate of [demoWorld.candidate, demoWorld.secondCandidate]) {
    const userId = candidate.user.userId;
    if (candidate.courses.length > 0) {
      await db
        .insert(candidateCourses)
        .values(candidate.courses.map(({ course }) => ({ candidateSosId: course.CandidateSOSId, userId, courseType: course.CourseType, course })))
        .onConflictDoNothing();
    }
    if (candidate.ebooks.length > 0) {
      await db
        .insert(candidateEBooks)
        .values(candidate.ebooks.map((eBook) => ({ userId, eBookId: eBook.EBookId, courseType: eBook.CourseType, eBook })))
        .onConflictDoNothing();
    }
    await db
      .insert(candidateProfiles)
      .values({ userId, profile: candidate.profile, updatedAt: new Date(demoWorld.referenceDate) })
      .onConflictDoNothing();
    if (candidate.notifications.length > 0) {
      await db
        .insert(candidateNotifications)
        .values(
          candidate.notifications.map((notification) => ({
            id: notification.CandidateNotificationId,
            userId,
            title: notification.Title,
            message: notification.Message,
            candidateSosId: notification.CandidateSOSId,
            isRead: notification.IsRead,
            createdAt: new Date(notification.CreatedOn),
          })),
        )
        .onConflictDoNothing();
    }
  }
}
