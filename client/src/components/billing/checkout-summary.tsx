import type { SubscriptionOverviewDto } from '@app/shared/billing/dto';
import { type Plan, SUBSCRIPTION_PERIOD_DAYS } from '@app/shared/plans/catalogue';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CreditCard, Info, LoaderCircle, LockKeyhole } from 'lucide-react';
import { allowanceText } from '../../lib/billing/allowance';
import { subscriptionSummary } from '../../lib/billing/subscription-summary';
import { planAllowances } from '../../lib/plan-display';
import { buttonClass } from '../button-styles';
import { PlanDesigns } from '../plan-designs';
import { PlanFeatureList } from '../plan-feature-list';
import { PANEL } from './panel';
import { useCheckout } from './use-checkout';

/** Spec 02 §2 /payment/{planId}: what is being bought, Pay Now, and Back to plans. */
export function CheckoutSummary({ plan, overview }: { plan: Plan; overview: SubscriptionOverviewDto }) {
  const checkout = useCheckout('pay', plan.id);
  const current = subscriptionSummary(overview);
  const alreadyActive = current.plan.id === plan.id && current.active;
  const blocked = alreadyActive || !overview.paymentsConfigured;
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <Link
        to="/subscription"
        className="inline-flex w-fit items-center gap-2 rounded-md text-sm font-semibold text-emerald-700 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to plans
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Checkout
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Check your plan, then pay securely by card.</p>
      </div>
      <section aria-labelledby="checkout-plan" className={PANEL}>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="checkout-plan" className="text-xl font-bold text-slate-900 dark:text-white">
            {plan.name} plan
          </h2>
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
            {plan.displayName}
          </span>
          {plan.popular ? (
            <span className="rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-slate-950">
              Most Popular
            </span>
          ) : null}
        </div>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
        <dl className="mt-5 divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {planAllowances(plan).map((a) => (
            <div key={a.label} className="flex justify-between gap-4 py-2.5">
              <dt className="text-slate-600 dark:text-slate-400">{a.label} added</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">{a.value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="text-slate-600 dark:text-slate-400">Period</dt>
            <dd className="text-right font-semibold text-slate-900 dark:text-white">
              {SUBSCRIPTION_PERIOD_DAYS} days from payment
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 pt-4 pb-1">
            <dt className="font-semibold text-slate-900 dark:text-white">Total due today</dt>
            <dd
              className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white"
              data-testid="checkout-total"
            >
              {plan.priceDisplay}
            </dd>
          </div>
        </dl>
        <PlanFeatureList features={plan.features} className="mt-5 grid gap-2 sm:grid-cols-2" />
        <PlanDesigns planId={plan.id} className="mt-5" />
        {alreadyActive ? (
          <Notice>
            Your {plan.name} plan is already active{current.expiryDate ? ` until ${current.expiryDate}` : ''}.
            To extend it, use Renew on the subscription page.
          </Notice>
        ) : !overview.paymentsConfigured ? (
          <Notice>Card payments are not available right now. Please try again later.</Notice>
        ) : null}
        <button
          type="button"
          onClick={checkout.start}
          disabled={blocked || checkout.busy}
          className={buttonClass({ size: 'lg', className: 'mt-6 w-full' })}
        >
          {checkout.busy ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <CreditCard className="size-5" aria-hidden="true" />
          )}
          {checkout.busy ? 'Opening secure payment…' : 'Pay Now'}
        </button>
        <p className="mt-3 flex items-start gap-2 text-xs text-slate-500 dark:text-slate-400">
          <LockKeyhole className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          You will pay {plan.priceDisplay} on Paystack&rsquo;s secure page. Your {plan.name} plan and{' '}
          {allowanceText(plan)} start as soon as the payment is confirmed. Nothing renews by itself.
        </p>
      </section>
    </div>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-5 flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-50">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
