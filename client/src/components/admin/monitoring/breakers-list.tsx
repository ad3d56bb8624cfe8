import type { ProviderBreakerDto } from '@app/shared/analytics/dto';
import { ShieldCheck } from 'lucide-react';
import { breakerView } from '../../../lib/admin/provider-status';
import { Badge, type BadgeTone } from '../badge';
import { EmptyState } from '../empty-state';

const TONES: Record<string, BadgeTone> = { ok: 'ok', warning: 'warning', error: 'error', neutral: 'neutral' };

/** Each provider's circuit breaker: closed, open (failing fast) or half-open (one trial call). */
export function BreakersList({ breakers }: { breakers: ProviderBreakerDto[] }) {
  if (breakers.length === 0)
    return (
      <EmptyState icon={ShieldCheck} title="No breaker to show">
        A provider appears here once it is set up or called.
      </EmptyState>
    );
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="breakers">
      {breakers.map((b) => {
        const view = breakerView(b);
        return (
          <li key={b.provider} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-slate-900 dark:text-white">{b.providerName}</span>
              <Badge tone={TONES[view.tone]}>{view.label}</Badge>
            </div>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{view.text}</p>
            {b.lastFailure ? (
              <p className="mt-1 text-xs break-words text-slate-500 dark:text-slate-400">
                Last failure: {b.lastFailure}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
