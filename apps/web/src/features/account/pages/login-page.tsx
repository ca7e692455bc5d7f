import { useNavigate, useSearchParams } from 'react-router-dom';
import { AccountLink } from '../components/account-link';
import { LoginForm } from '../components/login-form';

/**
 * The SPA's login route: where logout, an expired session and in-app links land (a first visit to
 * /account/login gets the login document instead, login-main.tsx). Moves on with the router, so
 * the alerts it raises stay in memory.
 */
export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <LoginForm
      navigate={navigate}
      leavesDocument={false}
      redirectQuery={searchParams.get('redirect')}
      Link={AccountLink}
    />
  );
}
