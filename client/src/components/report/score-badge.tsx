import type { DocumentType } from '@app/shared/generation/dto';
import { clsx } from 'clsx';
import { Gauge, ListChecks } from 'lucide-react';
import {
  BAND_STYLES,
  clampScore,
  LETTER_STYLES,
  letterScoreName,
  letterScoreText,
  letterTone,
  scoreBand,
  scoreName,
} from '../../lib/report/score';

/**
 * The score as a small badge in document lists: a resume's "ATS 82", named "ATS match 82 out of
 * 100"; a cover letter's "Job fit 67%", named "Addresses 67% of the job's key requirements", in
 * a letter's colours (issue 28: a letter is not scored as a resume).
 */
export function ScoreBadge({
  score,
  kind = 'resume',
  className,
}: {
  score: number | null | undefined;
  kind?: DocumentType;
  className?: string;
}) {
  if (score === null || score === undefined) return null;
  const value = clampScore(score);
  const letter = kind === 'cover_letter';
  const name = letter ? letterScoreName(value) : scoreName(value);
  const Icon = letter ? ListChecks : Gauge;
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        letter ? LETTER_STYLES[letterTone(value, 100)].badge : BAND_STYLES[scoreBand(value)].badge,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {letter ? (
        letterScoreText(value)
      ) : (
        <>
          ATS <span className="tabular-nums">{value}</span>
        </>
      )}
    </span>
  );
}
