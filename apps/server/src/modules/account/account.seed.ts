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
