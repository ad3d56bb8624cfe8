import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppRouter } from '@app/server/trpc/router';
import { QueryObserver } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DownloadError, fetchDownload } from './download';
import { createQueryClient } from './query-client';
import {
  handleSessionEnd,
  isSessionGone,
  leaveForLogin,
  reportResponseStatus,
  reportSessionError,
  reportSocketClose,
  SESSION_ENDED_CLOSE,
  sessionEnded,
  whenSessionEnds,
} from './session-gone';
import { sessionLink } from './trpc';

/** A tab as the AuthProvider registers it: signed in until `end()` signs it out. */
function signedInTab() {
  const tab = { signedIn: true, ended: 0, confirmed: 0 };
  const undo = handleSessionEnd({
    holdsSession: () => tab.signedIn,
    end: () => {
      tab.ended += 1;
      tab.signedIn = false;
    },
    confirm: () => {
      tab.confirmed += 1;
    },
  });
  return { tab, undo };
}

let undoTab: (() => void) | null = null;
afterEach(() => {
  undoTab?.();
  undoTab = null;
});
const tab = () => {
  const made = signedInTab();
  undoTab = made.undo;
  return made.tab;
};

/** What the server answers for an UNAUTHENTICATED AppError (server/src/trpc/init.ts). */
const trpcUnauthenticated = {
  message: 'Your session has ended. Please sign in again.',
  shape: { code: -32001 },
  data: { code: 'UNAUTHORIZED', httpStatus: 401, appCode: 'UNAUTHENTICATED', details: null },
};

describe('isSessionGone: the one decision', () => {
  it('is a 401 from tRPC or from a REST helper', () => {
    expect(isSessionGone(trpcUnauthenticated)).toBe(true);
    expect(isSessionGone({ data: { httpStatus: 401 } })).toBe(true);
    expect(isSessionGone({ data: { code: 'UNAUTHORIZED' } })).toBe(true);
    expect(isSessionGone(new DownloadError('x', 401))).toBe(true);
  });

  it('is nothing else: forbidden, limits, network failures, a 500', () => {
    expect(isSessionGone({ data: { code: 'FORBIDDEN', httpStatus: 403, appCode: 'FORBIDDEN' } })).toBe(false);
    expect(isSessionGone({ data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } })).toBe(false);
    expect(isSessionGone(new DownloadError('x', 0))).toBe(false);
    expect(isSessionGone(new DownloadError('x', 500))).toBe(false);
    expect(isSessionGone(new TypeError('Failed to fetch'))).toBe(false);
    expect(isSessionGone(null)).toBe(false);
    expect(isSessionGone('401')).toBe(false);
  });
});

describe('sessionEnded', () => {
  it('ends a held session once, however many requests fail at the same time', () => {
    const t = tab();
    const stopped: string[] = [];
    const undoPoll = whenSessionEnds(() => stopped.push('poll'));
    const undoSocket = whenSessionEnds(() => stopped.push('socket'));
    for (let i = 0; i < 5; i += 1) reportSessionError(trpcUnauthenticated);
    reportResponseStatus(401);
    leaveForLogin();
    expect(t.ended).toBe(1);
    expect(stopped).toEqual(['poll', 'socket']);
    undoPoll();
    undoSocket();
  });

  it('ends nothing for a visitor who holds no session (a wrong password on the sign-in page)', () => {
    const t = tab();
    t.signedIn = false;
    reportSessionError(trpcUnauthenticated);
    reportResponseStatus(401);
    reportSocketClose(SESSION_ENDED_CLOSE);
    expect(t.ended).toBe(0);
    expect(t.confirmed).toBe(0);
  });

  it('ends a session again after the person signed in again', () => {
    const t = tab();
    sessionEnded();
    t.signedIn = true;
    sessionEnded();
    expect(t.ended).toBe(2);
  });

  it('leaves the session alone for answers that are not a 401', () => {
    const t = tab();
    reportSessionError({ data: { code: 'FORBIDDEN', httpStatus: 403 } });
    reportResponseStatus(403);
    reportResponseStatus(500);
    expect(t.ended).toBe(0);
  });

  it('has a 4401 socket close checked, not believed (a role taken away closes it too)', () => {
    const t = tab();
    reportSocketClose(1006);
    reportSocketClose(1000);
    expect(t.confirmed).toBe(0);
    reportSocketClose(SESSION_ENDED_CLOSE);
    expect(t.confirmed).toBe(1);
    expect(t.ended).toBe(0);
  });

  it('keeps going when a listener throws', () => {
    const t = tab();
    const undo = whenSessionEnds(() => {
      throw new Error('socket already gone');
    });
    sessionEnded();
    expect(t.ended).toBe(1);
    undo();
  });
});

describe('every transport reports to it', () => {
  let server: Server;
  let base = '';
  let trpcCalls = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.startsWith('/trpc/')) {
        trpcCalls += 1;
        res.writeHead(401, { 'content-type': 'application/json' });
        // One batched call, answered as the server's errorFormatter shapes an UNAUTHENTICATED error.
        const { message, data } = trpcUnauthenticated;
        res.end(JSON.stringify([{ error: { message, code: -32001, data } }]));
        return;
      }
      if (req.url === '/download/gone') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Authentication required', code: 'UNAUTHENTICATED' }));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Not found' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('the tRPC link: a procedure answering 401 over HTTP ends the session', async () => {
    const t = tab();
    const client = createTRPCClient<AppRouter>({
      links: [sessionLink, httpBatchLink({ url: `${base}/trpc` })],
    });
    await expect(client.documents.list.query()).rejects.toMatchObject({ data: { httpStatus: 401 } });
    expect(trpcCalls).toBeGreaterThan(0);
    expect(t.ended).toBe(1);
  });

  it('a download answered 401 ends the session; a 404 does not', async () => {
    const t = tab();
    await expect(fetchDownload({ url: `${base}/download/missing`, fallbackName: 'x.pdf' })).rejects.toThrow(
      'Not found',
    );
    expect(t.ended).toBe(0);
    await expect(
      fetchDownload({ url: `${base}/download/gone`, fallbackName: 'x.pdf' }),
    ).rejects.toBeInstanceOf(DownloadError);
    expect(t.ended).toBe(1);
  });

  it('any query or mutation of the app cache that fails with a 401 ends the session', async () => {
    const t = tab();
    const client = createQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['support', 'messages'],
      queryFn: () => Promise.reject(Object.assign(new Error('Authentication required'), { status: 401 })),
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    expect(t.ended).toBe(1);
    unsubscribe();

    const again = tab();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject({ data: { httpStatus: 401 } }) })
      .execute(undefined)
      .catch(() => undefined);
    expect(again.ended).toBe(1);
  });
});
