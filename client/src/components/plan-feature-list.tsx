import { clsx } from 'clsx';
import { Check } from 'lucide-react';

/** A plan's features from the catalogue, each with a check mark: plan cards and the checkout. */
export function PlanFeatureList({ features, className }: { features: readonly string[]; className: string }) {
  return (
    <ul className={clsx('text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-slate-700 dark:text-slate-300">
          <Check
            className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
          {feature}
        </li>
      ))}
    </ul>
  );
}
