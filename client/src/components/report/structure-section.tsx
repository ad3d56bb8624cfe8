import type { ReportStructureCheck } from '@app/shared/report/dto';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { orderChecks } from '../../lib/report/analysis';
import { checksText } from '../../lib/report/wording';
import { PanelSection } from './panel-section';

/** The structure checks (contact line, sections, dates, length, pronouns…), failed ones first. */
export function StructureSection({ checks }: { checks: ReportStructureCheck[] }) {
  if (checks.length === 0) return null;
  const passed = checks.filter((c) => c.passed).length;
  return (
    <PanelSection title="Structure" summary={checksText(passed, checks.length)}>
      <ul className="grid gap-2">
        {orderChecks(checks).map((check) => (
          <li key={check.id} className="flex items-start gap-2 text-sm">
            {check.passed ? (
              <CircleCheck
                className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                aria-hidden="true"
              />
            ) : (
              <CircleAlert
                className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
                aria-hidden="true"
              />
            )}
            <span className="min-w-0">
              <span className="font-semibold text-slate-900 dark:text-white">{check.label}</span>
              <span className="sr-only">{check.passed ? ' (passed)' : ' (needs attention)'}</span>
              <span className="block text-slate-600 dark:text-slate-400">{check.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
