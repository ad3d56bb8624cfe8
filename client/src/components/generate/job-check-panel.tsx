import type { EligibilityStatus, JobCheckResult, JobRisk } from '@app/shared/job-check/dto';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import {
  CircleCheck,
  CircleHelp,
  CircleX,
  type LucideIcon,
  ShieldAlert,
  ShieldCheck,
  ShieldX,
} from 'lucide-react';
import type { JobCheckState } from '../../lib/job-check-run';
import { isQuiet, profileHint, RISK_TEXT, requirementTitle, STATUS_TEXT } from '../../lib/job-check-view';

export const JOB_CHECK_ID = 'job-check';

const RISK_LOOK: Record<JobRisk, { icon: LucideIcon; box: string; icon_: string }> = {
  low: {
    icon: ShieldCheck,
    box: 'border-emerald-200 bg-emerald-50/60 dark:border-emerald-900 dark:bg-emerald-950/40',
    icon_: 'text-emerald-700 dark:text-emerald-300',
  },
  medium: {
    icon: ShieldAlert,
    box: 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40',
    icon_: 'text-amber-700 dark:text-amber-300',
  },
  high: {
    icon: ShieldX,
    box: 'border-red-300 bg-red-50 dark:border-red-900 dark:bg-red-950/50',
    icon_: 'text-red-700 dark:text-red-300',
  },
};

const STATUS_ICONS: Record<EligibilityStatus, { icon: LucideIcon; tone: string }> = {
  met: { icon: CircleCheck, tone: 'text-emerald-700 dark:text-emerald-300' },
  unmet: { icon: CircleX, tone: 'text-red-700 dark:text-red-300' },
  unknown: { icon: CircleHelp, tone: 'text-slate-600 dark:text-slate-300' },
};

const TEXT = 'text-slate-800 dark:text-slate-200';
const MUTED = 'text-slate-700 dark:text-slate-300';

/**
 * Issue 31 §1 on /generate: the advert's scam signs with its own words, what lowers the risk,
 * and what it asks of applicants. Information only: it never stops the form.
 */
export function JobCheckPanel({ check }: { check: JobCheckState }) {
  const { result } = check;
  if (!result) return null;
  const look = RISK_LOOK[result.risk];
  const Icon = look.icon;
  const quiet = isQuiet(result);
  return (
    <section
      id={JOB_CHECK_ID}
      aria-labelledby={`${JOB_CHECK_ID}-title`}
      tabIndex={-1}
      aria-busy={check.updating}
      className={clsx(
        'grid gap-3 rounded-xl border p-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-emerald-600',
        look.box,
      )}
    >
      <div className="flex items-start gap-3">
        <Icon className={clsx('mt-0.5 size-5 shrink-0', look.icon_)} aria-hidden="true" />
        <div className="grid gap-0.5">
          <h3 id={`${JOB_CHECK_ID}-title`} className="font-semibold text-slate-900 dark:text-white">
            Job check: {RISK_TEXT[result.risk].label}
          </h3>
          <p className={MUTED}>
            {quiet
              ? `${RISK_TEXT.low.summary} It states no requirements we check (degree class, NYSC, age, O'Level, experience, professional bodies).`
              : RISK_TEXT[result.risk].summary}
          </p>
        </div>
      </div>
      {result.flags.length > 0 ? (
        <ul aria-label="Warning signs" className="grid gap-2">
          {result.flags.map((flag) => (
            <li key={flag.id} className="rounded-lg bg-white/70 p-3 dark:bg-slate-900/60">
              <p className="font-semibold text-slate-900 dark:text-white">{flag.label}</p>
              <p className={clsx('mt-1 italic', TEXT)}>“{flag.evidence}”</p>
              <p className={clsx('mt-1', MUTED)}>{flag.explanation}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {result.reassurances.map((r) => (
        <p key={r.id} className={clsx('flex items-start gap-2', TEXT)}>
          <CircleCheck
            className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300"
            aria-hidden="true"
          />
          <span>
            <strong className="font-semibold">{r.label}:</strong> “{r.evidence}”
          </span>
        </p>
      ))}
      {result.eligibility.length > 0 ? <Requirements result={result} /> : null}
    </section>
  );
}

function Requirements({ result }: { result: JobCheckResult }) {
  const hint = profileHint(result);
  return (
    <div className="grid gap-2 border-t border-slate-200/80 pt-3 dark:border-slate-700/80">
      <h4 className="font-semibold text-slate-900 dark:text-white">What the advert asks of applicants</h4>
      <ul className="grid gap-2">
        {result.eligibility.map((r) => {
          const { icon: StatusIcon, tone } = STATUS_ICONS[r.status];
          return (
            <li key={`${r.kind}-${r.start}`} className="flex items-start gap-2">
              <StatusIcon className={clsx('mt-0.5 size-4 shrink-0', tone)} aria-hidden="true" />
              <span className={TEXT}>
                <strong className="font-semibold">{requirementTitle(r)}</strong>
                <span className="sr-only">, </span>
                <span className={clsx('ml-1.5 text-xs font-semibold uppercase', tone)}>
                  {STATUS_TEXT[r.status]}
                </span>
                <span className={clsx('block', MUTED)}>{r.detail}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {hint ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <Link
            to="/profile"
            hash="cv-details"
            className="font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
          >
            {hint}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
