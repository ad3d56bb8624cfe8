import { useState } from 'react';
import { useAuth } from '../../lib/auth';

/**
 * Logout from a menu: the menu stays open, its item saying 'Logging out...', until the server has
 * answered; then `close` shuts it.
 */
export function useSignOut(close: () => void) {
  const { logout } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    await logout();
    close();
  };
  return { signingOut, signOut, signOutLabel: signingOut ? 'Logging out...' : 'Logout' };
}
