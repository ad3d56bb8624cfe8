import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { SessionState } from './auth';
import { enforceGuard, waitUnlessAborted } from './guard-route';
import { toastStore } from './toast';

const user = (emailVerified: boolean) =>
  ({ id: 'u1', email: 'ada@example.com', emailVerified }) as NonNullable<SessionState['user']>;

function run(
  session: SessionState,
  options: { requireVerified?: boolean; preload?: boolean; waited?: boolean } = {},
) {
  const waits: number[] = [];
  const promise = enforceGuard({
    auth: { session: () => session },
    href: '/documents',
    requireVerified: options.requireVerified ?? false,
    preload: options.preload ?? false,
    signal: new AbortController().signal,
    wait: async (ms) => {
      waits.push(ms);
      return options.waited ?? true;
    },
  });
  return { promise, waits };
}

const thrown = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('enforceGuard (the /_authed beforeLoad)', () => {
  it('lets a signed-in user through, and waits for a session still being checked', async () => {
    await expect(run({ status: 'authenticated', user: user(true) }).promise).resolves.toBeUndefined();
    await expect(run({ status: 'loading', user: null }).promise).resolves.toBeUndefined();
  });

  it('tells a signed-out visitor why, waits 1.5 s, then redirects to /login', async () => {
    const before = toastStore.getSnapshot().length;
    const { promise, waits } = run({ status: 'unauthenticated', user: null });
    const error = await thrown(promise);
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { to: string } }).options.to).toBe('/login');
    expect(waits).toEqual([1500]);
    expect(toastStore.getSnapshot().at(-1)?.title).toBe('Authentication Required');
    expect(toastStore.getSnapshot().length).toBe(before + 1);
  });

  it('sends an unverified user to /verify-email after 2 s only where the page needs it', async () => {
    await expect(run({ status: 'authenticated', user: user(false) }).promise).resolves.toBeUndefined();
    const { promise, waits } = run({ status: 'authenticated', user: user(false) }, { requireVerified: true });
    const error = (await thrown(promise)) as { options: { to: string; search: unknown } };
    expect(error.options.to).toBe('/verify-email');
    expect(error.options.search).toEqual({ email: 'ada@example.com' });
    expect(waits).toEqual([2000]);
  });

  it('redirects a hover preload at once, without a toast', async () => {
    const before = toastStore.getSnapshot().length;
    const { promise, waits } = run({ status: 'unauthenticated', user: null }, { preload: true });
    expect(isRedirect(await thrown(promise))).toBe(true);
    expect(waits).toEqual([]);
    expect(toastStore.getSnapshot().length).toBe(before);
  });

  it('does not redirect when the navigation was abandoned meanwhile', async () => {
    await expect(
      run({ status: 'unauthenticated', user: null }, { waited: false }).promise,
    ).resolves.toBeUndefined();
  });

  it('stops waiting as soon as the navigation is aborted', async () => {
    const controller = new AbortController();
    const waiting = waitUnlessAborted(60_000, controller.signal);
    controller.abort();
    await expect(waiting).resolves.toBe(false);
  });
});
