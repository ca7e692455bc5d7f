import { lazy, Suspense } from 'react';
import { Link, matchPath, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { logoutMutationOptions } from '@portal/api';
import { AppHeader, Button, MainNav, PageLayout } from '@portal/ui';
import { clearBrowserStorage } from '../platform/storage';
import { useStore } from '../shared/create-store';
import { apiClient, logout, queryClient, session } from '../shared/services';
import { useUnreadNotificationCount } from '../features/notifications/hooks/use-unread-notification-count';

// Shown once per account: loaded only then, so its form and dialog code stay out of the dashboard's
// first load (bench/bundle-size.mjs, dashboard budget).
const HowYouKnowPrompt = lazy(async () => ({
  default: (await import('../features/account/components/how-you-know-prompt')).HowYouKnowPrompt,
}));

const navigation = [
  { to: '/dashboard', label: 'My Courses', end: true },
  { to: '/dashboard/notifications', label: 'Notifications' },
  { to: '/dashboard/myInvoices', label: 'My Invoices' },
  { to: '/dashboard/mySubscriptions', label: 'My Subscriptions' },
  { to: '/dashboard/profile', label: 'Profile' },
] as const;

/** The signed-in shell: header with the candidate's name, navigation, logout; the routed page below. */
export function CandidateLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useStore(session.store, (state) => state.user);
  const serverLogout = useMutation(logoutMutationOptions(apiClient, queryClient));
  const unreadNotifications = useUnreadNotificationCount(Boolean(user));

  const onLogout = () => {
    // Tell the server (revokes the refresh token) but never wait on it: logout must always work.
    serverLogout.mutate(undefined, { onSettled: () => undefined });
    logout();
  };

  return (
    <PageLayout
      className="bg-muted"
      contentWidth="contained"
      header={
        <>
          <AppHeader
            productName="Candidate Portal"
            user={
              user
                ? {
                    fullName: user.fullName || user.userName,
                    email: user.email,
                    pictureUrl: user.userProfilePictureURL ?? undefined,
                  }
                : undefined
            }
            notificationCount={unreadNotifications}
            onNotificationsClick={() => void navigate('/dashboard/notifications')}
            onProfile={() => void navigate('/dashboard/profile')}
            onLogout={onLogout}
          >
            {/* spec 4: the clear-browser-storage action. */}
            <Button
              variant="ghost"
              size="sm"
              className="ms-auto"
              onClick={() => clearBrowserStorage()}
            >
              Clear browser storage
            </Button>
          </AppHeader>
          <MainNav
            items={navigation.map((item) => ({
              label: item.label,
              href: item.to,
              active:
                matchPath({ path: item.to, end: 'end' in item && item.end }, pathname) !== null,
            }))}
            renderLink={({ href, children, ...props }) => (
              <Link to={href} {...props}>
                {children}
              </Link>
            )}
          />
        </>
      }
    >
      <Outlet />
      {user && !user.isHowYouKnowAnswered ? (
        <Suspense fallback={null}>
          <HowYouKnowPrompt />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
