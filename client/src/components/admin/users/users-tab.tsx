import { countOf } from '@app/shared/format/count';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Search, UserRoundSearch } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { AccountChange } from '../../../lib/admin/account-changes';
import { listInput, PLAN_FILTER_OPTIONS, type PlanFilter, pagination } from '../../../lib/admin/users';
import { useAuth } from '../../../lib/auth';
import { useTRPC } from '../../../lib/trpc';
import { LoadError } from '../../billing/load-error';
import { PANEL } from '../../billing/panel';
import { buttonClass } from '../../button-styles';
import { inputClass } from '../../form/field-styles';
import { EmptyState } from '../empty-state';
import { RowsSkeleton } from '../skeleton';
import { useAdminErrors } from '../use-admin-errors';
import { ConfirmChangeDialog } from './confirm-change-dialog';
import { useUserActions } from './use-user-actions';
import { UserDetailsDialog } from './user-details-dialog';
import { UserListItem, UserTableRow } from './user-row';

/** Typing settles for this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/** Spec 02 §2 User Management: search, plan filter, the table, pagination and the details modal. */
export function UsersTab() {
  const id = useId();
  const trpc = useTRPC();
  const { user: me } = useAuth();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [plan, setPlan] = useState<PlanFilter>('all');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [asking, setAsking] = useState<AccountChange | null>(null);
  const actions = useUserActions();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // The last page shown stays while the next one loads (no flash of placeholders).
  const list = useQuery({
    ...trpc.admin.users.list.queryOptions(listInput(page, search, plan)),
    placeholderData: keepPreviousData,
  });
  useAdminErrors(list.error);
  // A page that emptied (its last user deleted) gives way to the new last page.
  const lastPage = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const pages = list.data ? pagination(list.data.page, list.data.totalPages) : null;
  const filtered = search.trim() !== '' || plan !== 'all';

  return (
    <section aria-labelledby={`${id}-title`} className={PANEL}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
            User Management
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {list.data
              ? countOf(list.data.total, filtered ? 'matching account' : 'account')
              : 'Loading accounts…'}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search users
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id={`${id}-search`}
            type="search"
            placeholder="Search users..."
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className={inputClass('pl-9')}
          />
        </div>
        <div className="sm:w-48">
          <label htmlFor={`${id}-plan`} className="sr-only">
            Filter by plan
          </label>
          <select
            id={`${id}-plan`}
            value={plan}
            onChange={(e) => {
              setPlan(e.target.value as PlanFilter);
              setPage(1);
            }}
            className={inputClass()}
          >
            {PLAN_FILTER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <RowsSkeleton label="Loading users" rows={6} />
        ) : list.isError && !list.data ? (
          <LoadError error={list.error} what="The user list" onRetry={() => void list.refetch()} />
        ) : list.data.users.length === 0 ? (
          <EmptyState icon={UserRoundSearch} title={filtered ? 'No users match' : 'No users yet'}>
            {filtered
              ? 'Try another name, e-mail address or plan.'
              : 'Accounts appear here once people sign up.'}
          </EmptyState>
        ) : (
          <>
            <table className="hidden w-full text-left lg:table">
              <caption className="sr-only">Users</caption>
              <thead>
                <tr className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                  <th scope="col" className="pr-4 pb-2">
                    User
                  </th>
                  <th scope="col" className="pr-4 pb-2">
                    Plan
                  </th>
                  <th scope="col" className="pr-4 pb-2">
                    Status
                  </th>
                  <th scope="col" className="pr-4 pb-2">
                    Joined
                  </th>
                  <th scope="col" className="pb-2">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.users.map((u) => (
                  <UserTableRow
                    key={u.id}
                    user={u}
                    isSelf={u.id === me?.id}
                    actions={actions}
                    onView={setViewing}
                    onAsk={setAsking}
                  />
                ))}
              </tbody>
            </table>
            <ul className="grid grid-cols-1 gap-3 lg:hidden" aria-label="Users">
              {list.data.users.map((u) => (
                <UserListItem
                  key={u.id}
                  user={u}
                  isSelf={u.id === me?.id}
                  actions={actions}
                  onView={setViewing}
                  onAsk={setAsking}
                />
              ))}
            </ul>
          </>
        )}
      </div>

      {pages ? (
        <nav aria-label="User pages" className="mt-4 flex items-center justify-between gap-3">
          <button
            type="button"
            disabled={!pages.hasPrevious || list.isFetching}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </button>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {pages.label}
          </p>
          <button
            type="button"
            disabled={!pages.hasNext || list.isFetching}
            onClick={() => setPage((p) => p + 1)}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </nav>
      ) : null}

      <UserDetailsDialog userId={viewing} actions={actions} onClose={() => setViewing(null)} />
      <ConfirmChangeDialog change={asking} actions={actions} onClose={() => setAsking(null)} />
    </section>
  );
}
