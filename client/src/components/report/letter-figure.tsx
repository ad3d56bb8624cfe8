import type { ReportLetterView } from '@app/shared/report/dto';
import { clsx } from 'clsx';
import { LETTER_STYLES, letterTone } from '../../lib/report/score';
import { requirementsNote, requirementsText } from '../../lib/report/wording';
import { ScoreRing } from './score-ring';

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
  return (
    <div className="flex items-center gap-3">
      <ScoreRing
        share={share}
        ringClass={styles.ring}
        figureClass={clsx(size === 'sm' ? 'text-base' : 'text-xl', styles.figure)}
        size={size}
      >
        {addressed}/{total}
      </ScoreRing>
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
