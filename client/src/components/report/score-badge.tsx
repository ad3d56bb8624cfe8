import { clsx } from 'clsx';
import { Gauge } from 'lucide-react';
import { BAND_STYLES, clampScore, scoreBand, scoreName } from '../../lib/report/score';

/** The score as a small badge in document lists: "ATS 82", named "ATS match 82 out of 100". */
export function ScoreBadge({ score, className }: { score: number | null | undefined; className?: string }) {
  if (score === null || score === undefined) return null;
  const value = clampScore(score);
  return (
    <span
      role="img"
      aria-label={scoreName(value)}
      title={scoreName(value)}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        BAND_STYLES[scoreBand(value)].badge,
        className,
      )}
    >
      <Gauge className="size-3.5" aria-hidden="true" />
      ATS <span className="tabular-nums">{value}</span>
    </span>
  );
}
