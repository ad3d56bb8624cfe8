import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, refetchAfterChange } from './query-client';

describe('createQueryClient', () => {
  it('applies the spec defaults: no retries, no focus refetch, no polling, never stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});

describe('refetchAfterChange', () => {
  /** A query whose answers the test releases one by one, as the server would have read them. */
  function slowQuery() {
    const answers: Array<(value: string) => void> = [];
    const client = createQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['payments'],
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    return { client, observer, answers, unsubscribe };
  }

  it('refetches a query whose first fetch was in flight when the server changed', async () => {
    const { client, observer, answers, unsubscribe } = slowQuery();
    expect(answers).toHaveLength(1); // the first fetch, which read "pending"
    const refetched = refetchAfterChange(client, { queryKey: ['payments'] });
    answers[0]?.('pending');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.('failed');
    await refetched;
    expect(observer.getCurrentResult().data).toBe('failed');
    unsubscribe();
  });

  it('is needed: invalidating alone keeps what the in-flight fetch read', async () => {
    const { client, observer, answers, unsubscribe } = slowQuery();
    const invalidated = client.invalidateQueries({ queryKey: ['payments'] });
    answers[0]?.('pending');
    await invalidated;
    expect(answers).toHaveLength(1);
    expect(observer.getCurrentResult().data).toBe('pending');
    unsubscribe();
  });
});
