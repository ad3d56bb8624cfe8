import { AUDIT_PAGE_SIZE } from '@app/shared/admin/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { type AuditFilters, filtersFromSearch } from '../../../lib/admin/audit';
import { useTRPC } from '../../../lib/trpc';

/**
 * The Audit log tab's data. The filters live in the address (a reload or a shared link keeps
 * them); the pages are the server's cursors, kept here: page n is read from the cursor the page
 * before gave, so "Newer" goes back without asking for a position again.
 */
export function useAuditLog() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const search = useSearch({ from: '/_authed/admin' });
  const filters = filtersFromSearch(search);
  const filterKey = `${filters.admin ?? ''}|${filters.user ?? ''}|${filters.action ?? ''}`;
  // The cursors of the pages after the first, for the filters they were read with.
  const [paging, setPaging] = useState<{ key: string; cursors: string[] }>({ key: filterKey, cursors: [] });
  const cursors = paging.key === filterKey ? paging.cursors : [];
  const cursor = cursors.at(-1);

  const page = useQuery({
    ...trpc.admin.audit.page.queryOptions({
      ...filters,
      ...(cursor ? { cursor } : {}),
      limit: AUDIT_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const actors = useQuery(trpc.admin.audit.actors.queryOptions());

  const setFilters = (next: AuditFilters) => {
    void navigate({
      to: '/admin',
      hash: 'audit',
      search: {
        ...(next.admin ? { admin: next.admin } : {}),
        ...(next.user ? { user: next.user } : {}),
        ...(next.action ? { action: next.action } : {}),
      },
      replace: true,
      resetScroll: false,
      hashScrollIntoView: false,
    });
  };

  const nextCursor = page.data?.nextCursor ?? null;
  return {
    filters,
    setFilters,
    page,
    actors,
    pageNumber: cursors.length + 1,
    older: nextCursor ? () => setPaging({ key: filterKey, cursors: [...cursors, nextCursor] }) : null,
    newer: cursors.length > 0 ? () => setPaging({ key: filterKey, cursors: cursors.slice(0, -1) }) : null,
  };
}
