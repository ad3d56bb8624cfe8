import type { ReportLetterView } from '@app/shared/report/dto';
import { clsx } from 'clsx';
import { LETTER_STYLES, letterTone } from '../../lib/report/score';
import { requirementsNote, requirementsText } from '../../lib/report/wording';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A cover letter's figure (issue 28): how many of the job's key requirements it addresses, as a
 * ring and in words ("Addresses 4 of 6 key requirements"), with what to do next. No band word
 * and no comparison with the person's resume: a letter is not a resume. The words are read as
 * they are; the ring only repeats them.
 */
export function LetterFigure({ letter, size = 'md' }: { letter: ReportLetterView; size?: 'sm' | 'md' }) {
  const { addressed, total } = letter;
  const styles = LETTER_STYLES[letterTone(addressed, total)];
  const share = total === 0 ? 0 : addressed / total;
  const px = size === 'sm' ? 56 : 72;
  return (
    <div className="flex items-center gap-3">
      <div className="relative shrink-0" style={{ width: px, height: px }} aria-hidden="true">
        <svg viewBox="0 0 64 64" className="size-full -rotate-90" aria-hidden="true">
          <circle
            cx="32"
            cy="32"
            r={RADIUS}
            className="fill-none stroke-slate-200 dark:stroke-slate-700"
            strokeWidth="7"
          />
          <circle
            cx="32"
            cy="32"
            r={RADIUS}
            className={clsx('fill-none transition-[stroke-dashoffset] duration-300', styles.ring)}
            strokeWidth="7"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          />
        </svg>
        <span
          className={clsx(
            'absolute inset-0 flex items-center justify-center font-bold tabular-nums',
            size === 'sm' ? 'text-base' : 'text-xl',
            styles.figure,
          )}
        >
          {addressed}/{total}
        </span>
      </div>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">
          {requirementsText(addressed, total)}
        </p>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          {requirementsNote(addressed, total)}
        </p>
      </div>
    </div>
  );
}
