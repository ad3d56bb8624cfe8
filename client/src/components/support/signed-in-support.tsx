import { isAdmin } from '@app/shared/auth/user';
import { useAuth } from '../../lib/auth';
import { LazySupportWidget } from './lazy-support-widget';

/**
 * The support widget on every page for a signed-in person: the app's own pages and the public and
 * legal ones alike (spec 01 §1). Nothing of it loads for a visitor who is not signed in.
 */
export function SignedInSupport() {
  const { status, user } = useAuth();
  if (status !== 'authenticated' || !user) return null;
  return <LazySupportWidget userId={user.id} announceAgents={!isAdmin(user)} />;
}
