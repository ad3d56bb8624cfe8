import { useLocation, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useAuth } from '../../lib/auth';
import {
  GUARD_COPY,
  guardDecision,
  LOGIN_REDIRECT_DELAY_MS,
  VERIFY_REDIRECT_DELAY_MS,
} from '../../lib/guard';
import { rememberReturnPath, safeSessionStorage } from '../../lib/return-path';
import { toast } from '../../lib/toast';
import { FullScreenSpinner } from '../full-screen-spinner';

/**
 * Spec 01 §2.2. The redirect waits (1.5 s / 2 s) so the visitor can read why; the timer is
 * dropped if the session changes meanwhile (signed in from another tab).
 */
export function AuthGuard({ requireVerified, children }: { requireVerified: boolean; children: ReactNode }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const { href } = useLocation();
  const decision = guardDecision(auth.status, auth.user, requireVerified);
  const email = auth.user?.email;

  useEffect(() => {
    if (decision === 'redirect-login') {
      rememberReturnPath(safeSessionStorage(), href);
      toast({ title: GUARD_COPY.loginToastTitle, description: GUARD_COPY.loginToastDescription });
      const timer = setTimeout(() => void navigate({ to: '/login' }), LOGIN_REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (decision === 'redirect-verify') {
      rememberReturnPath(safeSessionStorage(), href);
      toast({ title: GUARD_COPY.verifyToastTitle, description: GUARD_COPY.verifyToastDescription });
      const search = email ? { email } : {};
      const timer = setTimeout(
        () => void navigate({ to: '/verify-email', search }),
        VERIFY_REDIRECT_DELAY_MS,
      );
      return () => clearTimeout(timer);
    }
  }, [decision, href, email, navigate]);

  if (decision === 'loading') return <FullScreenSpinner />;
  if (decision === 'redirect-login') return <FullScreenSpinner label={GUARD_COPY.redirectingToLogin} />;
  if (decision === 'redirect-verify') return <FullScreenSpinner label={GUARD_COPY.redirectingToVerify} />;
  return <>{children}</>;
}
