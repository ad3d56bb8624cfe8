import type { AppRouter } from '@app/server/trpc/router';
import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { createTRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it, vi } from 'vitest';
import { afterChange, CHANGES, type Change, pathKey } from './changes';
import { createQueryClient } from './query-client';

/**
 * A query client with the app's defaults (never stale) and the app's real tRPC query keys; the
 * "server" is a list the test changes, and each fetch counts.
 */
function app() {
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: createTRPCClient({ links: [] }), queryClient });
  const server = { documents: [] as string[], fetches: 0 };
  const listOptions = {
    queryKey: trpc.documents.list.queryKey(),
    queryFn: async () => {
      server.fetches += 1;
      return [...server.documents];
    },
  };
  return { queryClient, trpc, server, listOptions };
}

/** My Documents opened: an observer for as long as the page is shown; returns what it shows first. */
async function openList(queryClient: QueryClient, options: ReturnType<typeof app>['listOptions']) {
  const observer = new QueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe(() => {});
  const first = observer.getCurrentResult().data;
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  return { first, shown: observer.getCurrentResult().data, unsubscribe };
}

describe('afterChange', () => {
  it('names paths that match the keys tRPC gives the queries', () => {
    const { trpc } = app();
    expect(pathKey('documents.list')).toEqual([['documents', 'list']]);
    expect(trpc.documents.list.queryKey()[0]).toEqual(['documents', 'list']);
    expect(trpc.documents.pathFilter().queryKey).toEqual(pathKey('documents'));
    expect(trpc.billing.overview.queryKey()[0]).toEqual(['billing', 'overview']);
    expect(trpc.applications.list.queryKey()[0]).toEqual(['applications', 'list']);
    expect(trpc.applications.overview.queryKey()[0]).toEqual(['applications', 'overview']);
    for (const change of Object.keys(CHANGES) as Change[])
      for (const path of [...CHANGES[change].lists, ...CHANGES[change].rest])
        expect(['documents', 'billing', 'applications']).toContain(path.split('.')[0]);
  });

  it('generate → edit → save: My Documents opens with the document at once (issue 28)', async () => {
    const { queryClient, trpc, server, listOptions } = app();
    // The dashboard read the list before the first generation: empty.
    const dashboard = await openList(queryClient, listOptions);
    expect(dashboard.shown).toEqual([]);
    dashboard.unsubscribe();

    // A generation writes a document while no list is on screen.
    server.documents.push('Cover Letter – Data Analyst at Flutterwave');
    await afterChange(queryClient, 'generation-finished');
    // The editor saves it and writes its answer into the cached list, as the editor does.
    queryClient.setQueryData(trpc.documents.list.queryKey(), (list) => list);
    await afterChange(queryClient, 'document-saved');

    const documents = await openList(queryClient, listOptions);
    expect(documents.first).toEqual(['Cover Letter – Data Analyst at Flutterwave']);
    documents.unsubscribe();
  });

  it('is needed: an invalidated list written over by a save stays "No documents yet"', async () => {
    const { queryClient, trpc, server, listOptions } = app();
    (await openList(queryClient, listOptions)).unsubscribe();
    server.documents.push('Cover Letter – Data Analyst at Flutterwave');
    // What the screens did before: invalidate on generation, then the save's setQueryData.
    await queryClient.invalidateQueries(trpc.documents.pathFilter());
    queryClient.setQueryData(trpc.documents.list.queryKey(), (list) => list);
    const documents = await openList(queryClient, listOptions);
    expect(documents.shown).toEqual([]);
    documents.unsubscribe();
  });

  it('fetches a list on screen once, and leaves other documents queries for when they are shown', async () => {
    const { queryClient, trpc, server, listOptions } = app();
    const list = await openList(queryClient, listOptions);
    let reads = 0;
    await queryClient.fetchQuery({
      queryKey: trpc.documents.get.queryKey({ id: 'a' }),
      queryFn: async () => {
        reads += 1;
        return 'a';
      },
    });
    const before = server.fetches;
    await afterChange(queryClient, 'document-deleted');
    expect(server.fetches).toBe(before + 1);
    expect(reads).toBe(1);
    expect(queryClient.getQueryState(trpc.documents.get.queryKey({ id: 'a' }))?.isInvalidated).toBe(true);
    list.unsubscribe();
  });

  it('asks for the signed-in user again when credits or the plan changed', async () => {
    const { queryClient } = app();
    const asked: Change[] = [];
    for (const change of Object.keys(CHANGES) as Change[])
      await afterChange(queryClient, change, async () => void asked.push(change));
    expect(asked).toEqual(['generation-started', 'generation-finished', 'payment']);
  });
});
