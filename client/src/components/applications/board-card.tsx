import type { ApplicationSummaryDto } from '@app/shared/applications/dto';
import { type DragEvent, memo } from 'react';
import { type ClosingTone, closingLabel, followUpDue } from '../../lib/applications/board-dates';
import { BoardMoveMenu, type MoveHandler } from './board-move-menu';

/** The drag's payload type: only our own cards are accepted by the columns. */
export const DRAG_TYPE = 'application/x-jobpadi-application';

const CLOSING_TONES: Record<ClosingTone, string> = {
  plain: 'text-slate-600 dark:text-slate-400',
  soon: 'font-semibold text-amber-800 dark:text-amber-300',
  closed: 'font-semibold text-red-700 dark:text-red-400',
};

export const applicationHref = (id: string) => `/applications/${encodeURIComponent(id)}`;

const documentsText = (n: number) => (n === 0 ? 'No documents' : n === 1 ? '1 document' : `${n} documents`);

export interface BoardCardProps {
  app: ApplicationSummaryDto;
  /** Today in Lagos, YYYY-MM-DD. */
  today: string;
  /** The moment the board was opened (ms), for "Follow-up due". */
  nowMs: number;
  onMove: MoveHandler;
  onDragStart: (id: string, from: ApplicationSummaryDto['status']) => void;
  onDragEnd: () => void;
}

/**
 * One application on the board. Memoised and query-free: 500 of them render at once, and a move
 * re-renders only the cards whose data changed.
 */
export const BoardCard = memo(function BoardCard({
  app,
  today,
  nowMs,
  onMove,
  onDragStart,
  onDragEnd,
}: BoardCardProps) {
  const closing = closingLabel(app.closingDate, today, app.status === 'saved');
  const due = followUpDue(app.followUpDueAt, new Date(nowMs));
  const startDrag = (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.setData(DRAG_TYPE, app.id);
    event.dataTransfer.effectAllowed = 'move';
    onDragStart(app.id, app.status);
  };
  return (
    <li
      draggable
      onDragStart={startDrag}
      onDragEnd={onDragEnd}
      className="grid min-w-0 cursor-grab gap-2 [contain-intrinsic-size:auto_9rem] [content-visibility:auto] rounded-xl border border-slate-200 bg-white p-3 hover:border-slate-300 active:cursor-grabbing dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-700"
    >
      <div className="min-w-0">
        {/* A plain link: the board follows it in the app (Board's onClick), 500 router Links cost ~10x. */}
        <a
          href={applicationHref(app.id)}
          data-application-link={app.id}
          draggable={false}
          className="line-clamp-2 font-semibold break-words text-slate-900 hover:text-emerald-700 hover:underline dark:text-white dark:hover:text-emerald-400"
        >
          {app.jobTitle}
        </a>
        <p className="mt-0.5 truncate text-sm text-slate-600 dark:text-slate-400">
          {app.companyName}
          {app.companyLocation ? ` · ${app.companyLocation}` : ''}
        </p>
      </div>
      {closing || due || app.matchScore !== null ? (
        <div className="grid gap-1 text-xs">
          {closing ? <p className={CLOSING_TONES[closing.tone]}>{closing.text}</p> : null}
          {due ? <p className="font-semibold text-violet-800 dark:text-violet-300">Follow-up due</p> : null}
          {app.matchScore !== null ? (
            <p className="text-slate-600 dark:text-slate-400">Match {app.matchScore}%</p>
          ) : null}
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <span className="truncate text-xs text-slate-600 dark:text-slate-400">
          {documentsText(app.documents.length)}
        </span>
        <BoardMoveMenu id={app.id} jobTitle={app.jobTitle} status={app.status} onMove={onMove} />
      </div>
    </li>
  );
});
