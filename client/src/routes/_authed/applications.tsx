import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/shared/applications/statuses';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Download, Plus } from 'lucide-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Board, headingId } from '../../components/applications/board-columns';
import { BoardFilters } from '../../components/applications/board-filters';
import { useMoveApplication } from '../../components/applications/board-move';
import type { MoveHandler } from '../../components/applications/board-move-menu';
import {
  BoardEmpty,
  BoardError,
  BoardNoMatch,
  BoardSkeleton,
} from '../../components/applications/board-states';
import { SaveJobDialog, saveJobWasOpen } from '../../components/applications/save-job-dialog';
import { buttonClass } from '../../components/button-styles';
import { useSessionGone } from '../../components/documents/use-session-gone';
import { lagosDay } from '../../lib/applications/board-dates';
import { groupByStatus } from '../../lib/applications/board-group';
import {
  type BoardSearch,
  isFiltered,
  validateBoardSearch,
  withFilter,
} from '../../lib/applications/board-search';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/applications')({
  validateSearch: validateBoardSearch,
  staticData: { requireVerified: true },
  component: ApplicationsPage,
});

/** Issue 30: the job search as a board, one column per status. */
function ApplicationsPage() {
  useDocumentTitle('Applications – JobPadi');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const trpc = useTRPC();
  const list = useQuery(trpc.applications.list.queryOptions({}));
  useSessionGone(list.error);
  const [saving, setSaving] = useState(saveJobWasOpen);
  const [announcement, setAnnouncement] = useState('');
  // The day and moment the board was opened: closing and follow-up labels read against them.
  const [nowMs] = useState(() => Date.now());
  const today = lagosDay(new Date(nowMs));

  const columns = useMemo(() => groupByStatus(list.data ?? [], search, today), [list.data, search, today]);
  const statuses: readonly ApplicationStatus[] = search.status ? [search.status] : APPLICATION_STATUSES;
  const shown = statuses.reduce((n, s) => n + columns[s].length, 0);

  const setFilter = useCallback(
    <K extends keyof BoardSearch>(key: K, value: BoardSearch[K] | '') =>
      void navigate({ search: (prev) => withFilter(prev, key, value), replace: true }),
    [navigate],
  );
  const clearFilters = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);

  const move = useMoveApplication(setAnnouncement);
  // After a move from the menu, focus follows the card to its new column (or, when the filter
  // now hides it, goes to the column it left), so the keyboard never lands on the page's top.
  const focusAfterMove = useRef<{ id: string; from: ApplicationStatus } | null>(null);
  // Read through a ref: a handler that changed with the list would re-render all 500 cards.
  const listRef = useRef(list.data);
  listRef.current = list.data;
  const onMove = useCallback<MoveHandler>(
    (id, status, via) => {
      const from = listRef.current?.find((a) => a.id === id)?.status;
      if (via === 'menu' && from) focusAfterMove.current = { id, from };
      move(id, status);
    },
    [move],
  );
  useLayoutEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending || list.data?.find((a) => a.id === pending.id)?.status === pending.from) return;
    focusAfterMove.current = null;
    const trigger = document.querySelector<HTMLElement>(`[data-move-trigger="${pending.id}"]`);
    (trigger ?? document.getElementById(headingId(pending.from)))?.focus();
  });

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            Applications
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Every job you are going for, from saved to offer: what closes soon and whom to follow up.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {list.data?.length ? (
            <a href="/api/applications/export.csv" download className={buttonClass({ variant: 'secondary' })}>
              <Download className="size-4" aria-hidden="true" />
              Export CSV
            </a>
          ) : null}
          <button type="button" onClick={() => setSaving(true)} className={buttonClass()}>
            <Plus className="size-4" aria-hidden="true" />
            Save a job
          </button>
        </div>
      </div>

      {list.isPending ? (
        <BoardSkeleton />
      ) : list.isError ? (
        <BoardError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <BoardEmpty onSaveJob={() => setSaving(true)} />
      ) : (
        <>
          <BoardFilters search={search} onChange={setFilter} />
          {shown === 0 && isFiltered(search) ? (
            <BoardNoMatch onClear={clearFilters} />
          ) : (
            <Board columns={columns} statuses={statuses} today={today} nowMs={nowMs} onMove={onMove} />
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <SaveJobDialog open={saving} onOpenChange={setSaving} />
    </div>
  );
}
