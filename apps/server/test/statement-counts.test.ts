import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NotificationFilter } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cataloguePlans, coupons, creditNotes, invoiceLines, invoices, subscriptions } from '../src/modules/commerce/commerce.tables';
import { candidateCourses, candidateEBooks } from '../src/modules/dashboard/dashboard.tables';
import { candidateNotifications } from '../src/modules/notifications/notifications.tables';
import { academicDocuments } from '../src/modules/profile/profile.tables';
import { sqlStatements, startTestServer, type TestServer } from './helpers/test-server';

/**
 * No N+1 (issue #10): every list route runs a fixed number of SQL statements, whatever the length
 * of the list. Each list is filled with 1, then 50 rows of the second demo candidate; the count
 * (x-sql-statements, counted by the test build per request) must be the same and equal to the
 * figure below. A new list route adds its row here.
 */
describe('SQL statements per list request do not grow with the list', () => {
  let server: TestServer;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer();
    // Not counted with the start-up housekeeping sweeps, which run beside the first requests.
    await server.app.runHousekeepingNow();
    ({ accessToken: token, userId } = await server.login('demo.candidate2'));
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.app.platform.db;
  // A course / e-book of the first demo candidate is the template every filled row copies.
  async function template<T>(rows: Promise<T[]>): Promise<T> {
    const [row] = await rows;
    if (!row) throw new Error('the demo data has no row to copy');
    return row;
  }

  const lists: {
    name: string;
    path: string;
    query?: Record<string, string | number>;
    fill: (count: number) => Promise<void>;
    length: (data: unknown) => number;
    statements: number;
  }[] = [
    {
      name: 'notifications',
      path: 'CandidateNotificationService/GetNotifications',
      query: { filter: NotificationFilter.all, lessThanCandidateNotificationId: 0, pageSize: 100 },
      // the caller, the page, the totals (below the cursor and in all)
      statements: 3,
      fill: async (count) => {
        await db().delete(candidateNotifications).where(eq(candidateNotifications.userId, userId));
        await db()
          .insert(candidateNotifications)
          .values(Array.from({ length: count }, (_, index) => ({ id: 900_000 + index, userId, title: `Notice ${index}`, message: 'Filled by the statement-count test.', createdAt: new Date() })));
      },
      length: (data) => (data as { Notifications: unknown[] }).Notifications.length,
    },
    {
      name: 'academic documents',
      path: 'CandidateProfileService/GetDocuments',
      statements: 2,
      fill: async (count) => {
        await db().delete(academicDocuments).where(eq(academicDocuments.userId, userId));
        await db()
          .insert(academicDocuments)
          .values(
            Array.from({ length: count }, (_, index) => ({
              userId,
              title: `Certificate ${index}`,
              fileName: `certificate-${index}.pdf`,
              fileKey: `education-certificate/${userId}/${randomUUID()}-certificate-${index}.pdf`,
              contentType: 'application/pdf',
              sizeBytes: 1000,
              uploadedAt: new Date(),
            })),
          );
      },
      length: (data) => (data as { Documents: unknown[] }).Documents.length,
    },
    ...[
      { name: 'programs', path: 'CandidateProgramService/GetMyPrograms', query: undefined },
      { name: 'courses', path: 'CandidateCourseService/GetMyCourses', query: { CourseType: 1 } },
    ].map((list) => ({
      ...list,
      // session + enrolments + the caller's course ratings (one statement for all cards).
      statements: 3,
      fill: async (count: number) => {
        const course = await template(db().select().from(candidateCourses).where(eq(candidateCourses.courseType, 1)).limit(1));
        await db().delete(candidateCourses).where(eq(candidateCourses.userId, userId));
        await db()
          .insert(candidateCourses)
          .values(Array.from({ length: count }, (_, index) => ({ ...course, userId, candidateSosId: 800_000 + index, course: { ...course.course, CandidateSOSId: 800_000 + index } })));
      },
      length: (data: unknown) => (data as { Courses: unknown[] }).Courses.length,
    })),
    {
      name: 'e-books',
      path: 'CandidateEBookService/GetMyEBooks',
      query: { CourseType: 1 },
      statements: 2,
      fill: async (count) => {
        const eBook = await template(db().select().from(candidateEBooks).limit(1));
        await db().delete(candidateEBooks).where(eq(candidateEBooks.userId, userId));
        await db()
          .insert(candidateEBooks)
          .values(Array.from({ length: count }, (_, index) => ({ userId, courseType: eBook.courseType, eBookId: 700_000 + index, eBook: { ...eBook.eBook, EBookId: 700_000 + index } })));
      },
      length: (data) => (data as { EBooks?: unknown[]; Courses?: unknown[] }).EBooks?.length ?? (data as { Courses: unknown[] }).Courses.length,
    },
    {
      name: 'invoices',
      path: 'PaymentService/GetCandidateInvoice',
      query: { pageNumber: 1, pageSize: 100 },
      // the caller, the page, the total, then one statement each for all the page's lines, coupon
      // codes and credit notes (every filled invoice is paid, with a coupon, and refunded, so each
      // of those reads runs for 1 row as for 50; open vouchers are read for due invoices only).
      statements: 6,
      fill: async (count) => {
        await db().delete(invoices).where(eq(invoices.userId, userId));
        const plan = await template(db().select().from(cataloguePlans).limit(1));
        const coupon = await template(db().select().from(coupons).limit(1));
        let [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
        subscription ??= (await db().insert(subscriptions).values({ userId, sosId: plan.sosId, planId: plan.id, status: 7, createdAt: new Date() }).returning())[0]!;
        const filled = await db()
          .insert(invoices)
          .values(
            Array.from({ length: count }, (_, index) => ({
              userId,
              status: 4,
              currency: 'PKR',
              subtotalMinor: 1_000_000,
              discountMinor: 100_000,
              totalMinor: 900_000,
              couponId: coupon.id,
              series: 'INV-1999',
              number: 600_000 + index,
              invoiceNumber: `INV-1999-${600_000 + index}`,
              issuedAt: new Date(),
              dueAt: new Date(),
              paidAt: new Date(),
            })),
          )
          .returning({ id: invoices.id });
        await db()
          .insert(invoiceLines)
          .values(filled.map((invoice) => ({ invoiceId: invoice.id, subscriptionId: subscription.id, kind: 'new' as const, description: 'Filled by the statement-count test', amountMinor: 1_000_000 })));
        await db()
          .insert(creditNotes)
          .values(filled.map((invoice, index) => ({ userId, invoiceId: invoice.id, series: 'CN-1999', number: 600_000 + index, creditNoteNumber: `CN-1999-${600_000 + index}`, currency: 'PKR', totalMinor: -900_000, reason: 'Filled', issuedAt: new Date() })));
      },
      length: (data) => (data as { Invoices: { creditNote: unknown }[] }).Invoices.filter((invoice) => invoice.creditNote).length,
    },
  ];

  for (const list of lists) {
    it(`${list.name}: ${list.statements} statements for 1 row and for 50`, async () => {
      const counts: number[] = [];
      for (const rows of [1, 50]) {
        await list.fill(rows);
        const result = await server.call('GET', list.path, { token, query: list.query });
        expect(result.status, list.path).toBe(200);
        expect(list.length(result.body.Data), `${list.path} listed what was filled`).toBe(rows);
        counts.push(sqlStatements(result));
      }
      expect(counts).toEqual([list.statements, list.statements]);
    });
  }

  // Reference lists are the same for everyone and fixed in length: a fixed count, none per item.
  const referenceLists: [path: string, statements: number][] = [
    ['LocationService/GetCountries', 1],
    ['LocationService/GetTimeZones', 1],
    // the messages and their "updated on" stamp
    ['ApplicationMessageService/GetAllMessages', 2],
  ];
  // Anyone may call them, so each also spends the caller's per-address budget: one upsert of the
  // address's counter, on the first call of a window as on any other (old windows are deleted by
  // housekeeping, never on the request path).
  const addressBudgetStatements = 1;
  for (const [path, statements] of referenceLists) {
    it(`${path}: ${statements} statement(s) for the whole list, plus the address budget`, async () => {
      server.clock.advance(11 * 60); // past the budget's 10-minute window: a new window starts
      for (const call of ['first of its window', 'second']) {
        const result = await server.call<unknown[]>('GET', path);
        expect(result.status, call).toBe(200);
        expect(Object.keys(result.body.Data).length).toBeGreaterThan(1);
        expect(sqlStatements(result), call).toBe(statements + addressBudgetStatements);
      }
    });
  }

  it('counts only the statements of its own request (a second request in parallel adds nothing)', async () => {
    const path = 'CandidateNotificationService/GetUnreadNotificationCount';
    ({ accessToken: token } = await server.login('demo.candidate2')); // the clock moved on above
    const alone = sqlStatements(await server.call('GET', path, { token }));
    const together = await Promise.all([server.call('GET', path, { token }), server.call('GET', 'CandidateCourseService/GetMyCourses', { token, query: { CourseType: 1 } })]);
    expect(alone).toBeGreaterThan(0);
    expect(sqlStatements(together[0])).toBe(alone);
  });
});
