/*
 * The app's state holders, created once. Features and the app shell import them from here; logout
 * resets every one of them (spec 4: "Logout resets every state holder, clears all cookies and goes
 * to /account/login").
 *
 * Importing this module loads the query cache (TanStack Query). What the login route paints before
 * its first call (the entry, route tables, the login form) imports app-state.ts instead.
 */
export {
  apiClient,
  feedback,
  loadQueryClient,
  logout,
  registerNavigate,
  SECURITY_HEADER_NAME,
  session,
} from './app-state';
export { queryClient } from './query-client';
