import type { UserDto } from '@app/shared/auth/user';
import { SUBSCRIPTION_PERIOD_DAYS } from '@app/shared/plans/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import type { PaymentReturnSearch } from '../../lib/billing/payment-return';
import { subscriptionSummary } from '../../lib/billing/subscription-summary';
import { useTRPC } from '../../lib/trpc';
import { useSessionGone } from '../documents/use-session-gone';
import { HistorySkeleton, PlanCardsSkeleton, SubscriptionSkeleton } from './billing-skeletons';
import { ChangePlanPanel } from './change-plan-panel';
import { CurrentSubscription } from './current-subscription';
import { LoadError } from './load-error';
import { Panel } from './panel';
import { PaymentBanner } from './payment-banner';
import { PaymentHistoryTable } from './payment-history';
import { PlanCards } from './plan-cards';
import { UsagePanel } from './usage-panel';
import { usePaymentReturn } from './use-payment-return';

const PLANS_ID = 'plans';

/**
 * Spec 02 §2 /subscription: the payment result, the current subscription and usage, the change-plan
 * panel, the plan cards and the payment history. Usage comes from the signed-in user (so it moves
 * with the navigation's credits); the rest from the billing queries.
 */
export function SubscriptionPage({
  user,
  search,
  clearQuery,
}: {
  user: UserDto;
  search: PaymentReturnSearch;
  clearQuery: () => void;
}) {
  const trpc = useTRPC();
  const overview = useQuery(trpc.billing.overview.queryOptions());
  const payments = useQuery(trpc.billing.payments.queryOptions());
  useSessionGone(overview.error ?? payments.error);
  const { banner, dismiss } = usePaymentReturn(search, clearQuery);
  const [changeOpen, setChangeOpen] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);

  const showPlans = useCallback(() => {
    const heading = document.getElementById(`${PLANS_ID}-title`);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  }, []);

  const summary = overview.data ? subscriptionSummary(overview.data) : null;
  // Without the overview (it failed to load) the cards still show, from the account, idan closed.
  const context = summary
    ? { current: summary.plan.id, active: summary.active }
    : { current: user.subscriptionPlan, active: user.subscriptionStatus === 'active' };
  const idanPurchasable = overview.data?.idanPurchasable ?? false;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Subscription
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Your plan, your credits and your payments. Plans are paid monthly by card, in Naira.
        </p>
      </div>
      {/* Keyed by kind: an error replaces the progress as a new alert, which is announced. */}
      {banner ? <PaymentBanner key={banner.kind} banner={banner} onDismiss={dismiss} /> : null}
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          {overview.isPending ? (
            <SubscriptionSkeleton />
          ) : overview.isError || !summary ? (
            <LoadError
              error={overview.error}
              what="Your subscription"
              onRetry={() => void overview.refetch()}
            />
          ) : (
            <CurrentSubscription
              summary={summary}
              changeOpen={changeOpen}
              changeButtonRef={changeButton}
              onToggleChange={() => setChangeOpen((open) => !open)}
              onSubscribe={showPlans}
            />
          )}
        </div>
        <div className="lg:col-span-2">
          <UsagePanel user={user} />
        </div>
      </div>
      {changeOpen && summary ? (
        <ChangePlanPanel
          context={context}
          idanPurchasable={idanPurchasable}
          onClose={() => {
            setChangeOpen(false);
            changeButton.current?.focus();
          }}
        />
      ) : null}
      <Panel id={PLANS_ID} title="Plans">
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Each payment gives {SUBSCRIPTION_PERIOD_DAYS} days and adds the plan&rsquo;s credits to what you
          have left.
        </p>
        {overview.data && !overview.data.paymentsConfigured ? (
          <p className="mt-4 flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-50">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Card payments are not available right now. Please try again later.
          </p>
        ) : null}
        {overview.isPending ? (
          <div className="mt-5">
            <PlanCardsSkeleton />
          </div>
        ) : (
          <PlanCards context={context} idanPurchasable={idanPurchasable} />
        )}
      </Panel>
      <Panel id="payment-history" title="Payment History">
        {payments.isPending ? (
          <HistorySkeleton />
        ) : payments.isError ? (
          <div className="mt-4">
            <LoadError
              error={payments.error}
              what="Your payment history"
              onRetry={() => void payments.refetch()}
            />
          </div>
        ) : (
          <PaymentHistoryTable payments={payments.data} />
        )}
      </Panel>
    </div>
  );
}
