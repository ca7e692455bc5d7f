import { CloudStorageFolder, ianaTimeZones } from '@portal/domain';
import { FIXTURE_DAY, demoCatalogue, demoCouponRules, demoSupportThreads, demoWorld as authoredWorld, shiftFixtureDates } from '@portal/domain/fixtures';
import { phoneCountries } from '@portal/domain/phone-number';
import type { Database } from '../core/context';
import type { FileStorage } from '../platform/storage';
import { seedDemoAnswerSheets, seedDemoAssignmentWork, seedDemoAssignments } from '../modules/assignments';
import { seedDemoUsers, seedHowYouKnowOptions, type AccountModule } from '../modules/account';
import { seedCommerceCatalogue, seedDemoSubscriptions } from '../modules/commerce';
import { seedDemoSupportThreads } from '../modules/contact';
import { catalogueFileKey, seedCourseCatalogue, seedEnrolmentProgress } from '../modules/courses';
import { seedCandidateLearning } from '../modules/dashboard';
import { seedFeedbackQuestionnaire } from '../modules/feedback';
import { seedEBookActivities, seedEBookFiles } from '../modules/ebooks';
import { seedDemoImaging } from '../modules/imaging';
import { seedDemoLiveSessions, seedDemoWebinarRecordings, seedLiveSubscriptions } from '../modules/live';
import { seedEnrolmentNotes } from '../modules/notes';
import { seedCandidateNotifications } from '../modules/notifications';
import { seedCandidateProfile } from '../modules/profile';
import { resolveDemoSeedDay, seedReferenceData } from '../modules/reference';
import { seedLeaderboardCohort } from '../modules/stats';
import { seedDemoTestAttempts, seedDemoTests } from '../modules/tests';

/**
 * The modules' seeds, fed from the domain's fixtures (`demoWorld`, the same world Storybook and the
 * tests show). Reference data goes into every database (idempotent: an operator's edits survive);
 * the demo accounts and their data only into a database without users. True when it seeded them.
 * The fixtures' dates are moved by whole days from the day they are authored around to the seed day
 * (`demoSeedDay`: DEMO_SEED_DAY, else the day stored with the database, else today), so the demo
 * world is current on whatever day it is seeded.
 */
export async function seedDatabase(
  db: Database,
  {
    passwords,
    now,
    demo,
    storage,
    imaging,
    demoSeedDay,
  }: { passwords: AccountModule['passwords']; now: Date; demo: boolean; storage: FileStorage; imaging?: { readonly uidSalt: string } | undefined; demoSeedDay?: string | undefined },
): Promise<boolean> {
  const seedDay = demo ? await resolveDemoSeedDay(db, demoSeedDay, now) : FIXTURE_DAY;
  const demoWorld = shiftFixtureDates(authoredWorld, FIXTURE_DAY, seedDay);
  // Issue 11, item 9: every country (libphonenumber-js) and every IANA time zone, after the demo
  // world's rows (kept for the ids older databases hold; the longer lists skip their codes).
  const demoCountryCodes = new Set(demoWorld.countries.map((country) => country.CountryCode));
  const demoTimeZoneIds = new Set(demoWorld.timeZones.map((zone) => zone.TimeZoneId));
  await seedReferenceData(
    db,
    {
      countries: [...demoWorld.countries, ...phoneCountries().filter((country) => !demoCountryCodes.has(country.CountryCode))],
      timeZones: [...demoWorld.timeZones, ...ianaTimeZones(now).filter((zone) => !demoTimeZoneIds.has(zone.TimeZoneId))],
    },
    now,
  );
  await seedHowYouKnowOptions(db, demoWorld.howYouKnowQuestion);
  // The course catalogue is demo content, not an account's data: a database seeded by an earlier
  // release (users present) gets it too. Idempotent: rows and media already there are kept.
  if (demo) {
    for (const candidate of [demoWorld.candidate, demoWorld.secondCandidate]) {
      for (const data of candidate.courses) {
        await seedCourseCatalogue(db, storage, data);
        await seedDemoTests(db, data, now);
        await seedDemoLiveSessions(db, data, now);
        await seedDemoWebinarRecordings(db, storage, data, (fileName) => catalogueFileKey(CloudStorageFolder.lectureVideos, fileName));
        await seedDemoAssignments(db, data, now);
        await seedFeedbackQuestionnaire(db, data);
        await seedDemoAnswerSheets(storage, candidate.user.userId, data);
      }
      await seedEBookFiles(storage, candidate.ebooks);
    }
    const demoCourses = [demoWorld.candidate, demoWorld.secondCandidate].flatMap((candidate) => candidate.courses.map(({ course }) => course));
    await seedCommerceCatalogue(db, demoCatalogue, demoCourses, shiftFixtureDates(demoCouponRules, FIXTURE_DAY, seedDay));
    // The demo DICOM studies are generated here (about 2 s, 28 MB), not committed.
    if (imaging) await seedDemoImaging(db, storage, imaging.uidSalt, now);
  }
  if (!demo || !(await seedDemoUsers(db, passwords, demoWorld.users, demoWorld.password, now))) return false;
  for (const candidate of [demoWorld.candidate, demoWorld.secondCandidate]) {
    const userId = candidate.user.userId;
    await seedCandidateLearning(db, userId, { courses: candidate.courses.map(({ course }) => course), ebooks: candidate.ebooks });
    await seedCandidateProfile(db, userId, candidate.profile, new Date(demoWorld.referenceDate));
    await seedCandidateNotifications(db, userId, candidate.notifications);
    await seedEBookActivities(db, userId, candidate.ebooks, candidate.ebookActivities);
    await seedDemoSubscriptions(db, userId, candidate.courses.map(({ course }) => course), now);
    await seedDemoSupportThreads(db, userId, demoSupportThreads.filter((thread) => thread.userName === candidate.user.userName), now);
    for (const data of candidate.courses) {
      await seedEnrolmentProgress(db, userId, data, now);
      await seedEnrolmentNotes(db, userId, data);
      await seedDemoTestAttempts(db, userId, data, now);
      await seedLiveSubscriptions(db, userId, data, now);
      await seedDemoAssignmentWork(db, userId, data, now);
    }
  }
  const [mainCourse] = demoWorld.candidate.courses;
  if (mainCourse) await seedLeaderboardCohort(db, passwords, demoWorld.leaderboardCohort, mainCourse, now);
  return true;
}
