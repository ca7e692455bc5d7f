import { useNavigate } from 'react-router-dom';
import { DashboardTab, DashboardTabs, EmptyState, NotFoundPage } from '@portal/ui';
import { useStore } from '../../../shared/create-store';
import { session } from '../../../shared/services';
import { useGuardedParams } from '../../../shared/use-guarded-params';

function isDashboardTab(value: string): value is DashboardTab {
  return Object.values<string>(DashboardTab).includes(value);
}

/**
 * spec 2: /dashboard with an optional tab (/dashboard/courses, /dashboard/ebooks). The tabs'
 * content (active courses and e-books) is the dashboard issue's; this is the landing.
 */
export default function DashboardPage() {
  const navigate = useNavigate();
  const { tab = DashboardTab.courses } = useGuardedParams();
  const fullName = useStore(session.store, (state) => state.user?.fullName ?? '');

  // An unknown tab is an unknown dashboard page (the catch-all's job, but it matched ":tab").
  if (!isDashboardTab(tab)) return <NotFoundPage onGoHome={() => void navigate('/dashboard')} />;

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <h1 id="page-title" className="text-2xl font-semibold">
        Welcome, {fullName}
      </h1>
      <DashboardTabs
        value={tab}
        onValueChange={(next) =>
          void navigate(next === DashboardTab.courses ? '/dashboard' : `/dashboard/${next}`)
        }
        courses={<EmptyState avatar="norecord" message="Your courses will appear here." />}
        ebooks={<EmptyState avatar="norecord" message="Your e-books will appear here." />}
      />
    </section>
  );
}
