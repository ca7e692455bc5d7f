import { lazy, Suspense, useState } from 'react';
import { Link, matchPath, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { logoutMutationOptions } from '@portal/api';
import {
  AccountMenuButton,
  AppHeader,
  MainNav,
  NavigationMenuButton,
  PageLayout,
  type MainNavLinkProps,
} from '@portal/ui';
import { useStore } from '../shared/create-store';
import { apiClient, logout, queryClient, session } from '../shared/services';
import { useUnreadNotificationCount } from '../features/notifications/hooks/use-unread-notification-count';

// Shown once per account: loaded only then, so its form and dialog code stay out of the dashboard's
// first load (bench/bundle-size.mjs, dashboard budget).
const HowYouKnowPrompt = lazy(async () => ({
  default: (await import('../features/account/components/how-you-know-prompt')).HowYouKnowPrompt,
}));

/** How long logout waits for the server before clearing the session locally anyway. */
const SERVER_LOGOUT_TIMEOUT_MS = 5_000;

// The phone-width drawer loads when first opened; the account menu loads beside the page, with
// its button standing in meanwhile (bench/bundle-size.mjs, dashboard budget).
const NavigationDrawer = lazy(async () => ({
  default: (await import('./navigation-drawer')).NavigationDrawer,
}));
const AccountMenu = lazy(async () => ({
  default: (await import('./account-menu')).AccountMenu,
}));

const navigation = [
  { to: '/dashboard', label: 'My Courses', end: true },
  { to: '/notebook', label: 'Notebook' },
  { to: '/dashboard/notifications', label: 'Notifications' },
  { to: '/dashboard/myInvoices', label: 'My Invoices' },
  { to: '/dashboard/mySubscriptions', label: 'My Subscriptions' },
  { to: '/dashboard/profile', label: 'Profile' },
  { to: '/setting', label: 'Settings' },
] as const;

function routerLink({ href, children, ...props }: MainNavLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

/** The signed-in shell: header with the candidate's name, navigation, logout; the routed page below. */
export function CandidateLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useStore(session.store, (state) => state.user);
  const serverLogout = useMutation(
    logoutMutationOptions(apiClient, queryClient, { timeoutMs: SERVER_LOGOUT_TIMEOUT_MS }),
  );
  const unreadNotifications = useUnreadNotificationCount(Boolean(user));
  const [drawer, setDrawer] = useState<'never-opened' | 'open' | 'closed'>('never-opened');
  // The account button was pressed before the menu's code arrived: open it once it has.
  const [accountMenuWanted, setAccountMenuWanted] = useState(false);
  const headerUser = user
    ? {
        fullName: user.fullName || user.userName,
        email: user.email,
        pictureUrl: user.userProfilePictureURL ?? undefined,
      }
    : undefined;
  const navigationItems = navigation.map((item) => ({
    label: item.label,
    href: item.to,
    active: matchPath({ path: item.to, end: 'end' in item && item.end }, pathname) !== null,
  }));

  const onLogout = () => {
    if (serverLogout.isPending) return;
    // The server is told first, with the token still stored (the bearer names the session it
    // revokes, refresh token included); local state is cleared once it answered, failed or timed
    // out, so an unreachable server never keeps the student signed in here.
    serverLogout.mutate(undefined, { onSettled: () => logout() });
  };

  return (
    <PageLayout
      surface="muted"
      contentWidth="contained"
      header={
        <>
          <AppHeader
            productName="Candidate Portal"
            leading={
              <>
                <NavigationMenuButton className="md:hidden" onClick={() => setDrawer('open')} />
                {drawer === 'never-opened' ? null : (
                  <Suspense fallback={null}>
                    <NavigationDrawer
                      title="Candidate Portal"
                      items={navigationItems}
                      renderLink={routerLink}
                      open={drawer === 'open'}
                      onOpenChange={(open) => setDrawer(open ? 'open' : 'closed')}
                    />
                  </Suspense>
                )}
              </>
            }
            user={headerUser}
            notificationCount={unreadNotifications}
            onNotificationsClick={() => void navigate('/dashboard/notifications')}
            accountMenu={
              headerUser ? (
                <Suspense
                  fallback={
                    <AccountMenuButton
                      user={headerUser}
                      onClick={() => setAccountMenuWanted(true)}
                    />
                  }
                >
                  <AccountMenu
                    user={headerUser}
                    defaultOpen={accountMenuWanted}
                    onProfile={() => void navigate('/dashboard/profile')}
                    onSettings={() => void navigate('/setting')}
                    onLogout={onLogout}
                  />
                </Suspense>
              ) : null
            }
          />
          {/* Wide screens: the navigation strip; phone width: the drawer opened from the header. */}
          <MainNav className="hidden md:block" items={navigationItems} renderLink={routerLink} />
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
