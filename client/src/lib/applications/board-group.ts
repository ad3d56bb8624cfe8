import type { ApplicationSummaryDto } from '@app/shared/applications/dto';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/shared/applications/statuses';
import { closesWithin } from './board-dates';
import type { BoardSearch } from './board-search';

export type BoardColumns = Record<ApplicationStatus, ApplicationSummaryDto[]>;

/** The board's filters applied in the browser, as the server applies them to the same list. */
export function matchesBoard(app: ApplicationSummaryDto, search: BoardSearch, today: string): boolean {
  if (search.status && app.status !== search.status) return false;
  if (search.closing && !closesWithin(app.closingDate, today, search.closing)) return false;
  if (search.q) {
    // As the server's ILIKE: the words, literally, anywhere in the title or the company.
    const q = search.q.toLocaleLowerCase();
    if (!app.jobTitle.toLocaleLowerCase().includes(q) && !app.companyName.toLocaleLowerCase().includes(q))
      return false;
  }
  return true;
}

/**
 * The list split into the six columns, in the board's status order, each keeping the list's own
 * order (most recently changed first). One pass, no sorting: 500 cards cost a few microseconds.
 */
export function groupByStatus(
  list: readonly ApplicationSummaryDto[],
  search: BoardSearch,
  today: string,
): BoardColumns {
  const columns = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, []])) as unknown as BoardColumns;
  for (const app of list) if (matchesBoard(app, search, today)) columns[app.status].push(app);
  return columns;
}

/** The list's order: most recently changed first, then by id (the server's `updated_at desc, id desc`). */
export function byRecentChange(a: ApplicationSummaryDto, b: ApplicationSummaryDto): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The list as it will be once `id` has moved to `status` (the optimistic update): the card takes
 * its new status and goes to the top, as the server's answer will put it. Entering 'applied' for
 * the first time sets the applied date; back to 'saved' clears it. Unknown id or same status: the
 * list unchanged (the same array, so nothing re-renders).
 */
export function moveInList(
  list: readonly ApplicationSummaryDto[],
  id: string,
  status: ApplicationStatus,
  now: Date,
): ApplicationSummaryDto[] {
  const index = list.findIndex((a) => a.id === id);
  const current = list[index];
  if (!current || current.status === status) return list as ApplicationSummaryDto[];
  const at = now.toISOString();
  const moved: ApplicationSummaryDto = {
    ...current,
    status,
    updatedAt: at,
    appliedAt:
      status === 'saved' ? null : status === 'applied' && !current.appliedAt ? at : current.appliedAt,
    // The server works out the next follow-up; until it answers, none is shown as due.
    followUpDueAt: null,
  };
  return [moved, ...list.slice(0, index), ...list.slice(index + 1)];
}

/**
 * `app` put back into the list in its place (the server's answer after a move, or the card as it
 * was when a move failed), leaving every other card, also one moved meanwhile, as it is.
 */
export function putInList(
  list: readonly ApplicationSummaryDto[],
  app: ApplicationSummaryDto,
): ApplicationSummaryDto[] {
  return [...list.filter((a) => a.id !== app.id), app].sort(byRecentChange);
}
