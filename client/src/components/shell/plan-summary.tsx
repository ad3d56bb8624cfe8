import type { UserDto } from '@app/shared/auth/user';
import { getPlan } from '@app/shared/plans/catalogue';
import { creditsLabel } from '@app/shared/users/usage';
import { clsx } from 'clsx';
import { Coins } from 'lucide-react';

/** Plan badge and credits summary ('N credits' or ∞) of spec 01 §2.11. */
export function PlanSummary({ user, className }: { user: UserDto; className?: string }) {
  const credits = creditsLabel(user);
  return (
    <div className={clsx('flex items-center gap-2 text-xs font-semibold', className)}>
      <span
        className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800"
        data-testid="plan-badge"
      >
        {getPlan(user.subscriptionPlan).name}
      </span>
      <span
        className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        data-testid="credits-summary"
      >
        <Coins className="size-3.5" aria-hidden="true" />
        {credits === '∞' ? (
          <>
            <span aria-hidden="true">∞</span>
            <span className="sr-only">Unlimited credits</span>
          </>
        ) : (
          credits
        )}
      </span>
    </div>
  );
}
