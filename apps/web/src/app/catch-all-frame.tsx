import { Outlet } from 'react-router-dom';
import { useStore } from '../shared/create-store';
import { session } from '../shared/app-state';
import { CandidateLayout } from './candidate-layout';

/**
 * The frame of the top-level catch-all (issue 11, item 11): a signed-in candidate who opens an
 * address the portal does not have keeps the signed-in frame (header, navigation) around the
 * page-not-found; anyone else sees the page-not-found on its own.
 */
export function CatchAllFrame() {
  const signedIn = useStore(session.store, (state) => state.user !== null);
  return signedIn && session.isValidUser() ? <CandidateLayout /> : <Outlet />;
}
