import type { PlanId } from '@app/shared/plans/catalogue';
import { clsx } from 'clsx';
import { Palette } from 'lucide-react';
import { planDesigns } from '../lib/plan-display';

/**
 * The document designs a plan includes, by kind, as the server gates them: plan cards and the
 * checkout, so nobody pays without knowing which designs come with the plan.
 */
export function PlanDesigns({ planId, className }: { planId: PlanId; className?: string }) {
  return (
    <div className={clsx('text-sm', className)} data-testid={`plan-designs-${planId}`}>
      <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <Palette className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
        Designs included
      </p>
      <dl className="mt-1.5 grid gap-1 pl-6">
        {planDesigns(planId).map((designs) => (
          // Inline, so a long list wraps word by word instead of dropping below its label.
          <div key={designs.kind}>
            <dt className="inline text-slate-600 dark:text-slate-400">{designs.label}: </dt>
            <dd className="inline text-slate-800 dark:text-slate-200">{designs.names.join(', ')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
