import { SUBSCRIPTION_PERIOD_DAYS } from '@app/shared/plans/catalogue';
import { clsx } from 'clsx';
import { CalendarClock, ChevronDown, Info, LoaderCircle, RefreshCw, Sparkles } from 'lucide-react';
import type { RefObject } from 'react';
import { renewalNote } from '../../lib/billing/allowance';
import type { SubscriptionSummary } from '../../lib/billing/subscription-summary';
import { buttonClass } from '../button-styles';
import { CancelSubscriptionButton } from './cancel-subscription-button';
import { Panel } from './panel';
import { StatusBadge } from './status-badge';
import { useCheckout } from './use-checkout';

export const CHANGE_PANEL_ID = 'change-plan';

/**
 * Spec 02 §2 current subscription panel: plan, Active/Inactive, expiry and the cancel-at-end
 * notice. The trial has only Subscribe Now; a paid plan has Renew, Change Plan and Cancel.
 */
export function CurrentSubscription({
  summary,
  changeOpen,
  changeButtonRef,
  onToggleChange,
  onSubscribe,
}: {
  summary: SubscriptionSummary;
  changeOpen: boolean;
  changeButtonRef: RefObject<HTMLButtonElement | null>;
  onToggleChange: () => void;
  onSubscribe: () => void;
}) {
  const { plan, actions } = summary;
  const renew = useCheckout('renew', plan.id);
  return (
    <Panel id="current-subscription" title="Current Subscription" className="h-full">
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <p
          className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
          data-testid="current-plan"
        >
          {plan.name}
        </p>
        {plan.displayName !== plan.name ? (
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
            {plan.displayName}
          </span>
        ) : null}
        <StatusBadge label={summary.statusLabel} />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="plan-held-by">
        {summary.heldBy}
      </p>
      {summary.expiry ? (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          <CalendarClock className="size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
          {summary.expiry}
        </p>
      ) : null}
      {summary.cancelNotice ? (
        <p className="mt-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {summary.cancelNotice}
        </p>
      ) : null}
      {summary.isTrial && !summary.active ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          Your free trial has ended. Choose a plan to keep generating documents.
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {actions.subscribe ? (
          <button type="button" onClick={onSubscribe} className={buttonClass()}>
            <Sparkles className="size-4" aria-hidden="true" />
            Subscribe Now
          </button>
        ) : null}
        {actions.renew ? (
          <button type="button" onClick={renew.start} disabled={renew.busy} className={buttonClass()}>
            {renew.busy ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCw className="size-4" aria-hidden="true" />
            )}
            {renew.busy ? 'Opening payment…' : 'Renew'}
          </button>
        ) : null}
        {actions.change ? (
          <button
            ref={changeButtonRef}
            type="button"
            onClick={onToggleChange}
            aria-expanded={changeOpen}
            aria-controls={CHANGE_PANEL_ID}
            className={buttonClass({ variant: 'secondary' })}
          >
            Change Plan
            <ChevronDown
              className={clsx('size-4 transition-transform', changeOpen && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        ) : null}
        {actions.cancel ? <CancelSubscriptionButton summary={summary} /> : null}
      </div>
      {actions.renew ? (
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          {renewalNote(plan, summary.active, SUBSCRIPTION_PERIOD_DAYS)}
        </p>
      ) : null}
    </Panel>
  );
}
