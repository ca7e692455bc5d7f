import './platform/strict-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { textLinkVariants } from '@portal/ui';
import { LoginForm, type AccountPageLink } from './features/account/components/login-form';
import { loginAccess, loginPath, loginTitle } from './features/account/login-route';
import type { LoginNavigation } from './features/account/login-submit';
import { apiClient, feedback } from './shared/app-state';
import { handOffAlerts } from './shared/feedback/alert-handoff';
import { decideRoute } from './shared/routing/route-decision';
import { pageTitle } from './shared/routing/page-title';
import './styles.css';

/*
 * The login document (login.html): what the server sends for a first visit to /account/login and
 * /account (a direct visit, a refresh, a link from outside), so the form paints with React alone:
 * no router, no route table, no query cache (issue #10). It keeps the login route's rules (the
 * same guards, title, form and submit path as the SPA's route, features/account/pages/login-page.tsx)
 * and leaves with full page loads into the SPA (index.html), which logout, an expired session and
 * in-app links keep using.
 */

// The submit path's chunk (the form loads it on its first focus) also fetches the messages a
// refusal shows when this browser has none stored yet (in the SPA, its message initialiser does).
const loadSubmitPath = () => import('./features/account/login-submit');

/** The other account pages are the SPA's: a plain link, a full page load. */
const PlainLink: AccountPageLink = ({ to, children }) => (
  <a href={to} className={textLinkVariants()}>
    {children}
  </a>
);

const leave: LoginNavigation['navigate'] = (to, options) => {
  // An alert raised just before (confirm your e-mail, verify your phone) shows on the next page.
  handOffAlerts(feedback);
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

function LoginDocument() {
  return (
    <LoginForm
      navigate={leave}
      leavesDocument
      redirectQuery={new URLSearchParams(window.location.search).get('redirect')}
      Link={PlainLink}
      onFirstFocus={() => {
        loadSubmitPath()
          .then(({ loadMissingMessages }) => loadMissingMessages())
          .catch((error: unknown) => console.warn('[messages]', error));
      }}
    />
  );
}

async function start(container: HTMLElement): Promise<void> {
  // spec 2: /account redirects to /account/login (the login route's guards include its own).
  if (window.location.pathname.replace(/\/+$/, '').toLowerCase() === '/account') {
    window.history.replaceState(null, '', loginPath);
  }
  document.title = pageTitle(loginTitle);
  // The login route's guards (spec 2): a signed-in visitor goes to the dashboard, a phone to the
  // download-app page, as the SPA's loader would send them.
  const outcome = await decideRoute(loginAccess, new URL(window.location.href), {});
  if (outcome.kind === 'redirect') {
    window.location.replace(outcome.to);
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <LoginDocument />
    </StrictMode>,
  );
}

// spec 7: pending GETs are cancelled on page unload.
window.addEventListener('pagehide', () => apiClient.cancelAll());

const container = document.getElementById('root');
if (!container) throw new Error('login.html has no #root element');
void start(container);
