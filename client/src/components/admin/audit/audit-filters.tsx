import type { AuditPersonDto } from '@app/shared/admin/audit';
import { X } from 'lucide-react';
import { useId } from 'react';
import { ACTION_FILTER_OPTIONS, type AuditFilters } from '../../../lib/admin/audit';
import { buttonClass } from '../../button-styles';
import { inputClass } from '../../form/field-styles';

/**
 * Who acted, which action, and the person acted on. The person filter is set from a row (its
 * person's name) and shown here with a way to clear it.
 */
export function AuditFiltersBar({
  filters,
  actors,
  personLabel,
  onChange,
}: {
  filters: AuditFilters;
  actors: AuditPersonDto[];
  /** The filtered person's name, once a row has shown it. */
  personLabel: string | null;
  onChange: (next: AuditFilters) => void;
}) {
  const id = useId();
  // An administrator named in the address but not (yet) in the list still shows as chosen.
  const knownAdmin = !filters.admin || actors.some((a) => a.id === filters.admin);
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="sm:w-64">
        <label htmlFor={`${id}-admin`} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Administrator
        </label>
        <select
          id={`${id}-admin`}
          value={filters.admin ?? ''}
          onChange={(e) => onChange({ ...filters, admin: e.target.value || undefined })}
          className={inputClass('mt-1')}
        >
          <option value="">All administrators</option>
          {knownAdmin ? null : <option value={filters.admin}>The chosen administrator</option>}
          {actors.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name ? `${a.name} (${a.email})` : a.email}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:w-64">
        <label htmlFor={`${id}-action`} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Action
        </label>
        <select
          id={`${id}-action`}
          value={filters.action ?? ''}
          onChange={(e) => onChange({ ...filters, action: e.target.value || undefined })}
          className={inputClass('mt-1')}
        >
          <option value="">All actions</option>
          {ACTION_FILTER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {filters.user ? (
        <div className="flex min-w-0 items-center gap-2 rounded-lg border border-slate-300 bg-slate-50 py-1 pr-1 pl-3 text-sm dark:border-slate-700 dark:bg-slate-800">
          <span
            className="min-w-0 truncate text-slate-800 dark:text-slate-100"
            data-testid="audit-person-filter"
          >
            Person: {personLabel ?? 'the chosen account'}
          </span>
          <button
            type="button"
            onClick={() => onChange({ ...filters, user: undefined })}
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
          >
            <X className="size-4" aria-hidden="true" />
            Show everyone
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-600 sm:pb-2 dark:text-slate-400">
          Choose a person&apos;s name in the list to see only what was done to them.
        </p>
      )}
    </div>
  );
}
