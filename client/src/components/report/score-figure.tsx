import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import {
  BAND_LABELS,
  BAND_STYLES,
  clampScore,
  scoreBand,
  scoreChange,
  scoreSentence,
} from '../../lib/report/score';
import { ScoreRing } from './score-ring';

/**
 * The score as a ring with the figure inside, its band in words, and before → after when the
 * person's own resume or details were scored too. One accessible name says it all:
 * "ATS match 78 out of 100 (your resume: 41)".
 */
export function ScoreFigure({
  score,
  before,
  sourceLabel,
  size = 'md',
}: {
  score: number;
  before: number | null;
  sourceLabel: string | null;
  size?: 'sm' | 'md';
}) {
  const value = clampScore(score);
  const band = scoreBand(value);
  const label = sourceLabel ?? 'your resume';
  const shownBefore = sourceLabel === null ? null : before;
  const change = scoreChange(shownBefore, value, label);
  return (
    <div role="img" aria-label={scoreSentence(shownBefore, value, label)} className="flex items-center gap-3">
      <ScoreRing
        share={value / 100}
        ringClass={BAND_STYLES[band].ring}
        figureClass={clsx(size === 'sm' ? 'text-lg' : 'text-2xl', BAND_STYLES[band].figure)}
        size={size}
      >
        {value}
      </ScoreRing>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{BAND_LABELS[band]}</p>
        {change.delta !== null && shownBefore !== null ? (
          <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600 dark:text-slate-400">
            <span>{capitalise(label)}</span>
            <span className="font-semibold tabular-nums text-slate-800 dark:text-slate-200">
              {clampScore(shownBefore)}
            </span>
            <ArrowRight className="size-3" aria-hidden="true" />
            <span className="font-semibold tabular-nums text-slate-800 dark:text-slate-200">{value}</span>
            <DeltaChip delta={change.delta} />
          </p>
        ) : (
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">out of 100</p>
        )}
      </div>
    </div>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function DeltaChip({ delta }: { delta: number }) {
  const tone =
    delta > 0
      ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
      : delta < 0
        ? 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
        : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200';
  return (
    <span className={clsx('rounded-full px-1.5 py-px text-[11px] font-semibold tabular-nums', tone)}>
      {delta > 0 ? `+${delta}` : delta === 0 ? '±0' : `−${-delta}`}
    </span>
  );
}
