import { NavLink, Outlet } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { logoutMutationOptions } from '@portal/api';
import { Button } from '@portal/ui';
import { clearBrowserStorage } from '../platform/storage';
import { useStore } from '../shared/create-store';
import { apiClient, logout, queryClient, session } from '../shared/services';
import { HowYouKnowPrompt } from '../features/account/components/how-you-know-prompt';

const navigation = [
  { to: '/dashboard', label: 'My Courses', end: true },
  { to: '/dashboard/notifications', label: 'Notifications' },
  { to: '/dashboard/myInvoices', label: 'My Invoices' },
  { to: '/dashboard/mySubscriptions', label: 'My Subscriptions' },
  { to: '/dashboard/profile', label: 'Profile' },
] as const;

/** The signed-in shell: header with the candidate's name, navigation, logout; the routed page below. */
export function CandidateLayout() {
  const user = useStore(session.store, (state) => state.user);
  const serverLogout = useMutation(logoutMutationOptions(apiClient, queryClient));

  const onLogout = () => {
    // Tell the server (revokes the refresh token) but never wait on it: logout must always work.
    serverLogout.mutate(undefined, { onSettled: () => undefined });
    logout();
  };

  return (
    <div className="min-h-svh bg-muted">
      {/* A plain header until packages/ui ships AppHeader. */}
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-semibold text-primary">Candidate Portal</p>
          <div className="flex items-center gap-2">
            <span className="text-sm text-muted-foreground">
              {user?.fullName ?? user?.userName ?? ''}
            </span>
            <Button variant="ghost" size="sm" onClick={() => clearBrowserStorage()}>
              Clear browser storage
            </Button>
            <Button variant="outline" size="sm" onClick={onLogout}>
              Log out
            </Button>
          </div>
        </div>
      </header>
      <nav aria-label="Main" className="border-b border-border bg-background">
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4">
          {navigation.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={'end' in item ? item.end : false}
                className={({ isActive }) =>
                  `inline-block border-b-2 px-3 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring ${
                    isActive
                      ? 'border-primary text-primary'
                      : 'border-transparent text-muted-foreground hover:text-foreground'
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
      {user && !user.isHowYouKnowAnswered ? <HowYouKnowPrompt /> : null}
    </div>
  );
}
