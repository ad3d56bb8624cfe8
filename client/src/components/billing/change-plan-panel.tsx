import { SUBSCRIPTION_PERIOD_DAYS } from '@app/shared/plans/catalogue';
import { X } from 'lucide-react';
import { allowanceText } from '../../lib/billing/allowance';
import { type PlanActionContext, planAction } from '../../lib/billing/plan-change';
import { buttonClass } from '../button-styles';
import { CHANGE_PANEL_ID } from './current-subscription';
import { Panel } from './panel';
import { paidPlans } from './plan-cards';
import { PlanOptionButton } from './plan-option-button';

/**
 * Spec 02 §2 change-plan panel (opens and closes): every other plan with Upgrade, Downgrade or
 * Switch by the ranking. A change is a new payment; the new period starts when it is confirmed.
 */
export function ChangePlanPanel({
  context,
  idanPurchasable,
  onClose,
}: {
  context: PlanActionContext;
  idanPurchasable: boolean;
  onClose: () => void;
}) {
  const others = paidPlans(idanPurchasable).filter((p) => p.id !== context.current);
  return (
    <Panel
      id={CHANGE_PANEL_ID}
      title="Change Plan"
      action={
        <button
          type="button"
          onClick={onClose}
          className={buttonClass({ variant: 'ghost', size: 'icon' })}
          aria-label="Close change plan"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      }
    >
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Your new plan runs for {SUBSCRIPTION_PERIOD_DAYS} days from when its payment is confirmed. Credits you
        have left are kept.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {others.map((plan) => (
          <li key={plan.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900 dark:text-white">
                {plan.name}{' '}
                <span className="font-normal text-slate-500 dark:text-slate-400">· {plan.displayName}</span>
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {plan.priceDisplay}/month · {allowanceText(plan)}
              </p>
            </div>
            <PlanOptionButton action={planAction(plan, context)} planName={plan.name} className="sm:w-36" />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
