import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SubscriptionPage } from '../../components/billing/subscription-page';
import { useAuth } from '../../lib/auth';
import { textSearch } from '../../lib/search-params';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/subscription')({
  // Paying (and the billing calls behind this page) needs a proven address: receipts go there.
  staticData: { requireVerified: true },
  // The payment provider returns here with ?status=success&trxref=…&reference=… (or status=error&message=…).
  validateSearch: textSearch(['status', 'reference', 'trxref', 'message']),
  component: SubscriptionRoute,
});

/** Spec 02 §2 /subscription. */
function SubscriptionRoute() {
  useDocumentTitle('Subscription – JobPadi');
  const { user } = useAuth();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Once a payment return is handled, the address loses its query (a reload must not repeat it).
  const clearQuery = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  if (!user) return null;
  return <SubscriptionPage user={user} search={search} clearQuery={clearQuery} />;
}
