import { useNavigate } from 'react-router-dom';
import { EmptyState, NotFoundPage } from '@portal/ui';
import { useStore } from '../../../shared/create-store';
import { session } from '../../../shared/services';
import { useGuardedParams } from '../../../shared/use-guarded-params';
import { DashboardTabs } from '../components/dashboard-tabs';

/** spec 2: /dashboard with an optional tab. The tabs' content (courses, e-books) is the dashboard issue's. */
export const DashboardTab = { myCourses: 'myCourses', myEbooks: 'myEbooks' } as const;
export type DashboardTab = (typeof DashboardTab)[keyof typeof DashboardTab];

function isDashboardTab(value: string): value is DashboardTab {
  return Object.values<string>(DashboardTab).includes(value);
}

export default function DashboardPage() {
  const navigate = useNavigate();
  const { tab = DashboardTab.myCourses } = useGuardedParams();
  const fullName = useStore(session.store, (state) => state.user?.fullName ?? '');

  // An unknown tab is an unknown dashboard page (the catch-all's job, but it matched ":tab").
  if (!isDashboardTab(tab)) return <NotFoundPage homeHref="/dashboard" />;

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <h1 id="page-title" className="text-2xl font-semibold">
        Welcome, {fullName}
      </h1>
      <DashboardTabs
        value={tab}
        onValueChange={(next) =>
          void navigate(next === DashboardTab.myCourses ? '/dashboard' : `/dashboard/${next}`)
        }
        tabs={[
          {
            value: DashboardTab.myCourses,
            label: 'My Courses',
            content: <EmptyState avatar="norecord" message="Your courses will appear here." />,
          },
          {
            value: DashboardTab.myEbooks,
            label: 'My Ebooks',
            content: <EmptyState avatar="norecord" message="Your e-books will appear here." />,
          },
        ]}
      />
    </section>
  );
}
