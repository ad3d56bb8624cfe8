import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { CheckoutSkeleton } from '../../components/billing/billing-skeletons';
import { CheckoutSummary } from '../../components/billing/checkout-summary';
import { LoadError } from '../../components/billing/load-error';
import { useSessionGone } from '../../components/documents/use-session-gone';
import { checkoutPlan } from '../../lib/billing/checkout-plan';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/payment/$planId')({
  staticData: { requireVerified: true },
  // An id no catalogue plan has (or the trial) goes back at once; idan waits for the server's setting.
  beforeLoad: ({ params }) => {
    if (checkoutPlan(params.planId, true).kind === 'redirect')
      throw redirect({ to: '/subscription', replace: true });
  },
  component: PaymentRoute,
});

/** Spec 02 §2 /payment/{planId}. */
function PaymentRoute() {
  const { planId } = Route.useParams();
  const trpc = useTRPC();
  const overview = useQuery(trpc.billing.overview.queryOptions());
  useSessionGone(overview.error);
  const choice = checkoutPlan(planId, overview.data?.idanPurchasable);
  useDocumentTitle(choice.kind === 'plan' ? `Checkout: ${choice.plan.name} – JobPadi` : 'Checkout – JobPadi');
  if (choice.kind === 'redirect') return <Navigate to="/subscription" replace />;
  if (overview.isPending)
    return (
      <div className="mx-auto max-w-2xl">
        <CheckoutSkeleton />
      </div>
    );
  if (overview.isError)
    return (
      <div className="mx-auto max-w-2xl">
        <LoadError error={overview.error} what="Checkout" onRetry={() => void overview.refetch()} />
      </div>
    );
  if (choice.kind !== 'plan') return <Navigate to="/subscription" replace />;
  return <CheckoutSummary plan={choice.plan} overview={overview.data} />;
}
