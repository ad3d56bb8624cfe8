import { ChevronLeft, ChevronRight, ScrollText } from 'lucide-react';
import { useId } from 'react';
import { hasFilters, personName } from '../../../lib/admin/audit';
import { LoadError } from '../../billing/load-error';
import { PANEL } from '../../billing/panel';
import { buttonClass } from '../../button-styles';
import { EmptyState } from '../empty-state';
import { RowsSkeleton } from '../skeleton';
import { useAdminErrors } from '../use-admin-errors';
import { AuditListItem, AuditTableRow } from './audit-entry';
import { AuditFiltersBar } from './audit-filters';
import { useAuditLog } from './use-audit-log';

/**
 * The Audit log tab (issue 29): who did what to whom and when — plans, credits, accounts, roles,
 * providers, prompts and support replies — newest first, filtered by administrator, person and
 * action, a page at a time.
 */
export function AuditTab() {
  const id = useId();
  const { filters, setFilters, page, actors, pageNumber, older, newer } = useAuditLog();
  useAdminErrors(page.error, actors.error);
  const entries = page.data?.entries ?? [];
  const filtered = hasFilters(filters);
  const person = filters.user ? entries.find((e) => e.person?.id === filters.user)?.person : undefined;
  // Turning pages waits for the page asked for, so a double click never skips one.
  const turning = page.isFetching && page.isPlaceholderData;

  return (
    <section aria-labelledby={`${id}-title`} className={PANEL}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        Audit log
      </h2>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
        Every change an administrator made: plans, credits, accounts, roles, AI providers, prompts and support
        replies. Times are on your clock.
      </p>
      <AuditFiltersBar
        filters={filters}
        actors={actors.data ?? []}
        personLabel={person ? personName(person) : null}
        onChange={setFilters}
      />

      <div className="mt-4" aria-busy={page.isFetching}>
        {page.isPending ? (
          <RowsSkeleton label="Loading the audit log" rows={6} />
        ) : page.isError && !page.data ? (
          <LoadError error={page.error} what="The audit log" onRetry={() => void page.refetch()} />
        ) : (
          <>
            {/* A page that failed to refresh keeps what it showed, and says so until retried. */}
            {page.isError ? (
              <div className="mb-4">
                <LoadError error={page.error} what="The audit log" onRetry={() => void page.refetch()} />
              </div>
            ) : null}
            {entries.length === 0 ? (
              <EmptyState icon={ScrollText} title={filtered ? 'No entries match' : 'Nothing recorded yet'}>
                {filtered
                  ? 'No administrator action matches these filters. Choose another administrator, action or person.'
                  : 'Plan changes, credits, deactivations, role, provider and prompt changes and support replies appear here as administrators make them.'}
              </EmptyState>
            ) : (
              <>
                <table className="hidden w-full table-fixed text-left lg:table">
                  <caption className="sr-only">Audit log, newest first</caption>
                  <colgroup>
                    <col className="w-40" />
                    <col className="w-52" />
                    <col />
                    <col className="w-44" />
                    <col className="w-52" />
                  </colgroup>
                  <thead>
                    <tr className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                      <th scope="col" className="pr-4 pb-2">
                        When
                      </th>
                      <th scope="col" className="pr-4 pb-2">
                        Administrator
                      </th>
                      <th scope="col" className="pr-4 pb-2">
                        What happened
                      </th>
                      <th scope="col" className="pr-4 pb-2">
                        Person
                      </th>
                      <th scope="col" className="pb-2">
                        Reason
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => (
                      <AuditTableRow
                        key={entry.id}
                        entry={entry}
                        onPerson={(p) => setFilters({ ...filters, user: p.id })}
                      />
                    ))}
                  </tbody>
                </table>
                <ul className="grid grid-cols-1 gap-3 lg:hidden" aria-label="Audit log, newest first">
                  {entries.map((entry) => (
                    <AuditListItem
                      key={entry.id}
                      entry={entry}
                      onPerson={(p) => setFilters({ ...filters, user: p.id })}
                    />
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>

      {older || newer ? (
        <nav aria-label="Audit log pages" className="mt-4 flex items-center justify-between gap-3">
          <button
            type="button"
            disabled={!newer || turning}
            onClick={() => newer?.()}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Newer
          </button>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            Page {pageNumber}
          </p>
          <button
            type="button"
            disabled={!older || turning}
            onClick={() => older?.()}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            Older
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </nav>
      ) : null}
    </section>
  );
}
