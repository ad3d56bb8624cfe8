import { useMatches } from '@tanstack/react-router';
import { useAuth } from '../../lib/auth';
import { GUARD_COPY, type GuardDecision, guardDecision } from '../../lib/guard';
import { FullScreenSpinner } from '../full-screen-spinner';

const LABELS: Record<GuardDecision, string | undefined> = {
  loading: undefined,
  allow: undefined,
  'redirect-login': GUARD_COPY.redirectingToLogin,
  'redirect-verify': GUARD_COPY.redirectingToVerify,
};

/**
 * What a protected page shows while its guard (the `beforeLoad` of /_authed) decides or waits to
 * redirect (spec 01 §2.2): 'Loading...', or why the visitor is about to be sent elsewhere.
 */
export function GuardStatus() {
  const auth = useAuth();
  const requireVerified = useRequireVerified();
  return <FullScreenSpinner label={LABELS[guardDecision(auth.status, auth.user, requireVerified)]} />;
}

/** Whether the page needs a verified e-mail. */
export function useRequireVerified(): boolean {
  return useMatches({ select: (matches) => matches.some((m) => m.staticData?.requireVerified === true) });
}
