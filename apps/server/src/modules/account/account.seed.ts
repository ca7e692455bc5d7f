import { randomBytes } from 'node:crypto';
import type { HowYouKnowQuestion } from '@portal/domain';
import type { DemoUser } from '@portal/domain/fixtures';
import type { Database } from '../../core/context';
import { emailKey, userNameKey } from './account.queries';
import { howYouKnowOptions, users } from './account.tables';
import type { PasswordHasher } from './password-hasher';

/** The how-you-know-us options every database needs; rows that exist are left alone. */
export async function seedHowYouKnowOptions(db: Database, question: HowYouKnowQuestion): Promise<void> {
  await db
    .insert(howYouKnowOptions)
    .values(
      question.Options.map((option, index) => ({
        id: option.OptionId,
        text: option.Text,
        requiresDetail: option.RequiresDetail,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Demo accounts, only into a database without users (a fresh install); their password is hashed
 * now, at the configured cost. False when the database already had users.
 */
export async function seedDemoUsers(db: Database, passwords: PasswordHasher, accounts: readonly DemoUser[], password: string, now: Date): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return false;
  const rows = await Promise.all(
    accounts.map(async (account) => ({
      id: account.userId,
      userName: account.userName,
      userNameKey: userNameKey(account.userName),
      email: account.email,
      emailKey: emailKey(account.email),
      fullName: account.fullName,
      passwordHash: await passwords.hash(password),
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
  return true;
}

/**
 * Generated candidate accounts (issue 17: the leaderboard's classmates): confirmed, enrolled, all
 * with one hash of a random password nobody is told, so nobody signs in as them. Rows there are kept.
 */
export async function seedGeneratedCandidates(
  db: Database,
  passwords: PasswordHasher,
  accounts: readonly { userId: string; userName: string; fullName: string; email: string }[],
  now: Date,
): Promise<void> {
  if (accounts.length === 0) return;
  const passwordHash = await passwords.hash(randomBytes(24).toString('base64url'));
  await db
    .insert(users)
    .values(
      accounts.map((account) => ({
        id: account.userId,
        userName: account.userName,
        userNameKey: userNameKey(account.userName),
        email: account.email,
        emailKey: emailKey(account.email),
        fullName: account.fullName,
        passwordHash,
        role: 'Candidate',
        countryCode: 'PK',
        timeZoneId: 'Asia/Karachi',
        isEmailConfirmed: true,
        isProfileCompleted: true,
        isEnrolled: true,
        isHowYouKnowAnswered: true,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}
