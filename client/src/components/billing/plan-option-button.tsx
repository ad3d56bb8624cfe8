import { Link } from '@tanstack/react-router';
import type { PlanAction } from '../../lib/billing/plan-change';
import { type ButtonVariant, buttonClass } from '../button-styles';

/** The button of a plan: a link to its checkout, or a disabled marker (Current Plan, Coming Soon). */
export function PlanOptionButton({
  action,
  planName,
  variant = 'secondary',
  className,
}: {
  action: PlanAction;
  planName: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  if (action.kind === 'buy')
    return (
      <Link
        to="/payment/$planId"
        params={{ planId: action.planId }}
        className={buttonClass({ variant, className })}
      >
        {action.label}
        {/* 'Upgrade' alone does not say to what; the plan name makes every link distinct. */}
        {action.label.endsWith(planName) ? null : (
          <span className="sr-only">{action.label === 'Renew' ? ` ${planName}` : ` to ${planName}`}</span>
        )}
      </Link>
    );
  return (
    <button type="button" disabled className={buttonClass({ variant: 'secondary', className })}>
      {action.label}
      <span className="sr-only"> ({planName})</span>
    </button>
  );
}
