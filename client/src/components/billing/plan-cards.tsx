import { listPlans, type Plan } from '@app/shared/plans/catalogue';
import { clsx } from 'clsx';
import { type PlanActionContext, planAction } from '../../lib/billing/plan-change';
import { planAllowances } from '../../lib/plan-display';
import { PlanDesigns } from '../plan-designs';
import { PlanFeatureList } from '../plan-feature-list';
import { PlanOptionButton } from './plan-option-button';

/** The plans that can be paid for (the trial is given at sign-up), from the one catalogue. */
export const paidPlans = (idanPurchasable: boolean): Plan[] =>
  listPlans({ idanPurchasable }).filter((p) => p.id !== 'free_trial');

/** Spec 02 §2 plan cards; idan reads 'Coming Soon' until it is on sale. */
export function PlanCards({
  context,
  idanPurchasable,
}: {
  context: PlanActionContext;
  idanPurchasable: boolean;
}) {
  return (
    <ul className="mt-5 grid gap-4 md:grid-cols-3">
      {paidPlans(idanPurchasable).map((plan) => (
        <li key={plan.id} className="flex">
          <PlanCard plan={plan} context={context} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan, context }: { plan: Plan; context: PlanActionContext }) {
  const action = planAction(plan, context);
  const current = action.kind === 'current';
  const titleId = `billing-plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`plan-card-${plan.id}`}
      className={clsx(
        'relative flex w-full flex-col rounded-2xl border p-5',
        current
          ? 'border-emerald-600 bg-emerald-50/50 ring-1 ring-emerald-600 dark:border-emerald-500 dark:bg-emerald-950/30 dark:ring-emerald-500'
          : plan.popular
            ? 'border-emerald-300 dark:border-emerald-800'
            : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
          {plan.name}
        </h3>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {plan.displayName}
        </span>
        {current ? (
          <span className="ml-auto rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-slate-950">
            Your plan
          </span>
        ) : plan.popular ? (
          <span className="ml-auto rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100">
            Most Popular
          </span>
        ) : null}
      </div>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          {plan.priceDisplay}
        </span>
        <span className="text-sm text-slate-500 dark:text-slate-400">/month</span>
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        {planAllowances(plan).map((a) => (
          <div key={a.label} className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{a.label}</dt>
            <dd className="font-bold text-slate-900 dark:text-white">{a.value}</dd>
          </div>
        ))}
      </dl>
      <PlanFeatureList features={plan.features} className="mt-4 grid gap-2" />
      <PlanDesigns planId={plan.id} className="mt-4 mb-6" />
      <PlanOptionButton
        action={action}
        planName={plan.name}
        variant={plan.popular ? 'primary' : 'secondary'}
        className="mt-auto w-full"
      />
    </article>
  );
}
