import type { Plan } from '@app/shared/plans/catalogue';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { planAllowances, planCta, planPeriod } from '../../lib/plan-display';
import { buttonClass } from '../button-styles';
import { PlanDesigns } from '../plan-designs';
import { PlanFeatureList } from '../plan-feature-list';

export function PlanCard({ plan }: { plan: Plan }) {
  const cta = planCta(plan);
  const titleId = `plan-${plan.id}-title`;
  const highlighted = plan.popular;
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-white p-6 dark:bg-slate-900',
        highlighted
          ? 'border-emerald-600 shadow-xl shadow-emerald-900/10 ring-1 ring-emerald-600 dark:border-emerald-500 dark:ring-emerald-500'
          : 'border-slate-200 shadow-sm dark:border-slate-800',
      )}
    >
      {highlighted ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-emerald-700 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white shadow dark:bg-emerald-500 dark:text-slate-950">
          Most Popular
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
          {plan.name}
        </h3>
        {plan.displayName !== plan.name ? (
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
            {plan.displayName}
          </span>
        ) : null}
      </div>
      <p className="mt-2 min-h-12 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          {plan.priceDisplay}
        </span>
        <span className="text-sm font-medium text-slate-500 dark:text-slate-400">{planPeriod(plan)}</span>
      </p>
      <dl className="mt-5 divide-y divide-slate-200 rounded-lg bg-slate-50 px-4 text-sm dark:divide-slate-700 dark:bg-slate-800/60">
        {planAllowances(plan).map((allowance) => (
          <div key={allowance.label} className="flex items-center justify-between gap-3 py-2">
            <dt className="text-slate-600 dark:text-slate-400">{allowance.label}</dt>
            <dd className="font-bold text-slate-900 dark:text-white">{allowance.value}</dd>
          </div>
        ))}
      </dl>
      <PlanFeatureList features={plan.features} className="mt-6 space-y-3" />
      <PlanDesigns planId={plan.id} className="mt-5 mb-8" />
      {cta.kind === 'link' ? (
        <Link
          to={cta.href}
          className={buttonClass({
            variant: highlighted ? 'primary' : 'secondary',
            className: 'mt-auto w-full',
          })}
        >
          {cta.label}
        </Link>
      ) : (
        <button
          type="button"
          disabled
          className={buttonClass({ variant: 'secondary', className: 'mt-auto w-full' })}
        >
          {cta.label}
        </button>
      )}
    </article>
  );
}
