import type { ApplicationSummaryDto } from '@app/shared/applications/dto';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@app/shared/applications/statuses';
import { useNavigate } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { type DragEvent, type MouseEvent, memo, useCallback, useState } from 'react';
import type { BoardColumns } from '../../lib/applications/board-group';
import { BoardCard, DRAG_TYPE } from './board-card';
import type { MoveHandler } from './board-move-menu';

interface Drag {
  id: string;
  from: ApplicationStatus;
}

interface ListProps {
  apps: ApplicationSummaryDto[];
  today: string;
  nowMs: number;
  wide: boolean;
  onMove: MoveHandler;
  onDragStart: (id: string, from: ApplicationStatus) => void;
  onDragEnd: () => void;
}

/** A column's cards; memoised so a drag highlight repaints the column, not its 500 cards. */
const BoardCardList = memo(function BoardCardList({ apps, wide, ...card }: ListProps) {
  return (
    <ul className={clsx('grid grid-cols-1 gap-2', wide && 'sm:grid-cols-2 lg:grid-cols-3')}>
      {apps.map((app) => (
        <BoardCard key={app.id} app={app} {...card} />
      ))}
    </ul>
  );
});

export const headingId = (status: ApplicationStatus) => `board-column-${status}`;

/**
 * The board: one column per status, the only one asked for when filtered by status. Wide screens
 * show the columns side by side (scrolling sideways between md and xl); phones stack them, each
 * under its heading, so every status is reachable with the same cards and menus. Cards are
 * dragged with native HTML5 drag and drop; the "Move" menu on each card does the same by keyboard.
 */
export function Board({
  columns,
  statuses,
  today,
  nowMs,
  onMove,
}: {
  columns: BoardColumns;
  statuses: readonly ApplicationStatus[];
  today: string;
  nowMs: number;
  onMove: MoveHandler;
}) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [over, setOver] = useState<ApplicationStatus | null>(null);
  const onDragStart = useCallback((id: string, from: ApplicationStatus) => setDrag({ id, from }), []);
  const onDragEnd = useCallback(() => {
    setDrag(null);
    setOver(null);
  }, []);
  const wide = statuses.length === 1;
  const navigate = useNavigate();
  // The cards' title links are plain <a>: one handler follows them inside the app.
  const followLink = (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const id = (event.target as Element).closest<HTMLElement>('a[data-application-link]')?.dataset
      .applicationLink;
    if (!id) return;
    event.preventDefault();
    void navigate({ to: '/applications/$id', params: { id } });
  };

  const dropHandlers = (status: ApplicationStatus) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE) || drag?.from === status) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== status) setOver(status);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      // Leaving for a card inside the same column is not leaving the column.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null) && over === status) setOver(null);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const id = event.dataTransfer.getData(DRAG_TYPE);
      if (!id || drag?.from === status) return;
      event.preventDefault();
      onDragEnd();
      onMove(id, status, 'drag');
    },
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegates the links' own clicks (Enter on a link is a click)
    <div
      onClick={followLink}
      className={clsx(
        'grid gap-4',
        !wide &&
          'md:flex md:items-start md:overflow-x-auto md:pb-2 xl:grid xl:grid-cols-6 xl:gap-3 xl:overflow-visible',
      )}
    >
      {statuses.map((status) => {
        const apps = columns[status];
        const target = over === status;
        return (
          <section
            key={status}
            aria-labelledby={headingId(status)}
            {...dropHandlers(status)}
            className={clsx(
              'flex min-w-0 flex-col gap-2 rounded-2xl border p-2 transition-colors',
              !wide && 'md:w-64 md:shrink-0 xl:w-auto',
              target
                ? 'border-emerald-600 bg-emerald-50 ring-2 ring-emerald-600 dark:border-emerald-400 dark:bg-emerald-950/50 dark:ring-emerald-400'
                : 'border-slate-200 bg-slate-100/80 dark:border-slate-800 dark:bg-slate-900/40',
            )}
          >
            <h2
              id={headingId(status)}
              tabIndex={-1}
              className="flex items-center justify-between gap-2 px-1.5 pt-1 text-sm font-semibold text-slate-900 outline-none dark:text-white"
            >
              <span>
                {APPLICATION_STATUS_LABELS[status]}
                <span className="sr-only"> ({apps.length})</span>
              </span>
              <span
                aria-hidden="true"
                className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums shadow-sm dark:bg-slate-800 dark:text-slate-200"
              >
                {apps.length}
              </span>
            </h2>
            {apps.length > 0 ? (
              <BoardCardList
                apps={apps}
                today={today}
                nowMs={nowMs}
                wide={wide}
                onMove={onMove}
                onDragStart={onDragStart}
                onDragEnd={onDragEnd}
              />
            ) : (
              <p
                className={clsx(
                  'rounded-xl border border-dashed px-3 py-6 text-center text-sm',
                  target
                    ? 'border-emerald-600 text-emerald-800 dark:border-emerald-400 dark:text-emerald-200'
                    : 'border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400',
                )}
              >
                {target ? 'Drop here' : 'Nothing here'}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
