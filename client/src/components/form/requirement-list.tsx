import { clsx } from 'clsx';
import { Check, Circle } from 'lucide-react';
import type { Requirement } from '../../lib/password-forms';

/** The password rules, each ticked as it is met; the state is in words for screen readers too. */
export function RequirementList({ requirements }: { requirements: Requirement[] }) {
  return (
    <ul className="grid gap-1 text-xs sm:grid-cols-2" aria-label="Password requirements">
      {requirements.map((rule) => (
        <li
          key={rule.key}
          className={clsx(
            'flex items-center gap-1.5',
            rule.met ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {rule.met ? (
            <Check className="size-3.5 shrink-0" aria-hidden="true" />
          ) : (
            <Circle className="size-3.5 shrink-0" aria-hidden="true" />
          )}
          <span>
            {rule.label}
            <span className="sr-only">{rule.met ? ' (met)' : ' (not met)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
