import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@app/shared/applications/statuses';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { BoardSearch } from '../../lib/applications/board-search';
import { inputClass, labelClass } from '../form/field-styles';

/** The search waits for a pause in typing before it filters (and rewrites the URL). */
export const SEARCH_DEBOUNCE_MS = 250;

/** Search, status and "closing within 7 days"; every value lives in the URL. */
export function BoardFilters({
  search,
  onChange,
}: {
  search: BoardSearch;
  onChange: <K extends keyof BoardSearch>(key: K, value: BoardSearch[K] | '') => void;
}) {
  const [text, setText] = useState(search.q ?? '');
  // What this box last put in the URL: a different `q` came from elsewhere (Clear filters, Back).
  const sent = useRef(search.q ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const q = search.q ?? '';
    if (q !== sent.current) {
      sent.current = q;
      setText(q);
    }
  }, [search.q]);

  useEffect(() => {
    const q = text.trim();
    if (q === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = q;
      onChangeRef.current('q', q);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] lg:flex lg:items-end lg:gap-4">
      <div className="grid gap-1.5 lg:w-80">
        <label htmlFor="board-search" className={labelClass}>
          Search applications
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          />
          <input
            id="board-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Job title or company"
            maxLength={200}
            autoComplete="off"
            className={inputClass('pl-9')}
          />
        </div>
      </div>
      <div className="grid gap-1.5 lg:w-48">
        <label htmlFor="board-status" className={labelClass}>
          Status
        </label>
        <select
          id="board-status"
          value={search.status ?? ''}
          onChange={(e) => onChange('status', e.target.value as ApplicationStatus | '')}
          className={inputClass()}
        >
          <option value="">All statuses</option>
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {APPLICATION_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <label className="flex h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800 sm:col-span-2 dark:text-slate-200">
        <input
          type="checkbox"
          checked={search.closing === 7}
          onChange={(e) => onChange('closing', e.target.checked ? 7 : '')}
          className="size-5 shrink-0 cursor-pointer rounded accent-emerald-600 dark:accent-emerald-400"
        />
        Closing within 7 days
      </label>
    </div>
  );
}
