import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { resumePointsQueryOptions } from '@portal/api';
import { ActivityType } from '@portal/domain';
import {
  CourseCard,
  DashboardTab,
  DashboardTabs,
  EBookCard,
  buttonVariants,
  EmptyState,
  FirstRunWelcome,
  ListSkeleton,
  NotFoundPage,
  PaymentReminderBanner,
  ResumePrompt,
  type ResumeLinkProps,
} from '@portal/ui';
import { useStore } from '../../../shared/create-store';
import { apiClient, session } from '../../../shared/services';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { useRouteEncrypt, withRouteEncrypt } from '../../../shared/routing/route-encrypt';
import { WeekAgendaPlaceholder } from '../components/week-agenda-frame';
import { useDashboardLists } from '../hooks/use-dashboard-lists';
import { courseContinuePath, courseNameOf, courseSubjectsPath, eBookPath } from '../learning-paths';
import { RENEWAL_PATH, paymentReminderOf } from '../payment-reminder';

// Issue 15's "This week": its own chunk, asked for once the courses are in (with the week's items),
// so the course cards paint without the agenda's code (issue #10).
const WeekAgenda = lazy(() => import('../components/week-agenda'));

function isDashboardTab(value: string): value is DashboardTab {
  return Object.values<string>(DashboardTab).includes(value);
}

function routerLink({ href, children, ...props }: ResumeLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

/**
 * spec 2: /dashboard with an optional tab (/dashboard/courses, /dashboard/ebooks): My Courses and
 * My Ebooks, loaded on entry.
 */
export default function DashboardPage() {
  const navigate = useNavigate();
  const { tab = DashboardTab.courses } = useGuardedParams();
  const fullName = useStore(session.store, (state) => state.user?.fullName ?? '');
  const isEnrolled = useStore(session.store, (state) => state.user?.isEnrolled ?? true);
  const isProfileCompleted = useStore(
    session.store,
    (state) => state.user?.isProfileCompleted ?? false,
  );
  const { courses, coursesPending, coursesFailed, eBooks, eBooksPending } = useDashboardLists();
  // The route cipher (crypto-js) loads beside the page (prefetch.ts): links that need it wait for it.
  const encrypt = useRouteEncrypt();
  const open = (build: Parameters<typeof withRouteEncrypt>[0]) =>
    void withRouteEncrypt(build).then((path) => navigate(path));
  // Beyond the spec: each course card offers "Continue: <activity>, 12:34" where the student left off.
  const resumePoints =
    useQuery({ ...resumePointsQueryOptions(apiClient), enabled: courses.length > 0 }).data
      ?.ResumePoints ?? [];

  // Issue 18: a course due for renewal by its plan's window (spec 4's payment-due rule) gets a banner.
  const reminder = paymentReminderOf(courses, new Date());

  // An unknown tab is an unknown dashboard page (the catch-all's job, but it matched ":tab").
  if (!isDashboardTab(tab)) return <NotFoundPage onGoHome={() => void navigate('/dashboard')} />;

  const coursesPanel = coursesPending ? (
    <ListSkeleton kind="coursesList" />
  ) : courses.length === 0 && !isEnrolled && !coursesFailed ? (
    // First run (issue 11, item 8): a welcome and the next step, not an 'Oops!' box.
    <FirstRunWelcome
      name={fullName.split(' ')[0] || undefined}
      action={
        isProfileCompleted ? undefined : (
          <Link to="/dashboard/profile" className={buttonVariants()}>
            Complete your profile
          </Link>
        )
      }
    />
  ) : courses.length === 0 ? (
    <EmptyState avatar="norecord" message="You have no active courses." />
  ) : (
    <ul aria-label="My courses" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.CandidateSOSId} className="flex">
          <CourseCard
            headingLevel={2}
            courseName={course.CourseName}
            courseEndDate={course.CourseEndDate.Value}
            rating={course.ItemRating?.Rating ?? 0}
            subscriptionStatus={course.Subscription.SubscriptionStatus}
            onOpen={() => open((cipher) => courseSubjectsPath(course, cipher))}
            resume={(() => {
              const point = resumePoints.find(
                (entry) => entry.CandidateSOSId === course.CandidateSOSId,
              );
              // The "Continue" link is drawn once its address can be built (never a broken link).
              return point && encrypt ? (
                <ResumePrompt
                  layout="inline"
                  title={point.Title}
                  positionSeconds={
                    point.ActivityType === ActivityType.video ? point.PositionSeconds : 0
                  }
                  href={courseContinuePath(course, encrypt)}
                  renderLink={routerLink}
                />
              ) : undefined;
            })()}
          />
        </li>
      ))}
    </ul>
  );

  const eBooksPanel = eBooksPending ? (
    <ListSkeleton kind="ebooks" />
  ) : eBooks.length === 0 ? (
    <EmptyState avatar="norecord" message="You have no e-books." />
  ) : (
    <ul aria-label="My e-books" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {eBooks.map((eBook) => (
        <li key={eBook.EBookId} className="flex">
          <EBookCard
            headingLevel={2}
            title={eBook.Title}
            author={eBook.Author}
            courseName={courseNameOf(eBook, courses)}
            coverUrl={eBook.CoverImage ?? undefined}
            onOpen={() => open((cipher) => eBookPath(eBook, cipher))}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <h1 id="page-title" className="text-2xl font-semibold">
        Welcome, {fullName}
      </h1>
      {reminder ? (
        <PaymentReminderBanner
          courseName={reminder.course.CourseName}
          dueDate={reminder.course.CourseEndDate.Value!}
          daysLeft={reminder.daysLeft}
          actionLabel="Renew"
          onPay={() => void navigate(RENEWAL_PATH)}
        />
      ) : null}
      {/* Issue 15: "This week" of the study agenda (asked once the courses are known; none without courses). */}
      {courses.length > 0 ? (
        <Suspense fallback={<WeekAgendaPlaceholder />}>
          <WeekAgenda encrypt={encrypt} />
        </Suspense>
      ) : null}
      <DashboardTabs
        value={tab}
        onValueChange={(next) =>
          void navigate(next === DashboardTab.courses ? '/dashboard' : `/dashboard/${next}`)
        }
        courses={coursesPanel}
        ebooks={eBooksPanel}
      />
    </section>
  );
}
