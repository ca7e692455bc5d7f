const DASHBOARD = '/dashboard';

/**
 * Where to go after a successful login: the redirect query when it is a path inside the portal,
 * else the saved back-route, else the dashboard. Absolute and protocol-relative URLs are refused
 * so a crafted link cannot send the user off-site.
 */
export function afterLoginPath(
  redirectQuery: string | null,
  savedBackRoute: string | null,
): string {
  for (const candidate of [redirectQuery, savedBackRoute]) {
    if (
      candidate &&
      candidate.startsWith('/') &&
      !candidate.startsWith('//') &&
      !candidate.startsWith('/\\') &&
      !candidate.startsWith('/account/login')
    ) {
      return candidate;
    }
  }
  return DASHBOARD;
}
