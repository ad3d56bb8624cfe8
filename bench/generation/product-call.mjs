// The product side of the generation bench: accounts allowed to generate, signed in by a real
// login, each with a tRPC client shaped like the browser's (client/src/lib/trpc.ts: mutations
// over HTTP with a bearer token, subscriptions over a WebSocket with connectionParams), and one
// generation measured from just before `generation.start` to the `done` event of `watch`.
import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { emailOf, seedAccounts, signInAccount } from '../auth/accounts.mjs';
import { defer } from '../lib/cleanup.mjs';
import { hostNowMs } from '../lib/stats.mjs';

/** A generation takes ~4.3 s here; 60 s means something is broken, not slow. */
const TIMEOUT_MS = 60_000;

/**
 * `count` verified accounts on the unlimited Elite plan ('idan', paid until next month), so no
 * credit check ever refuses a generation however many the bench starts.
 * @param {import('kysely').Kysely<any>} db
 * @param {number} count
 */
export async function seedGeneratingAccounts(db, count) {
  await seedAccounts(db, count);
  await db
    .updateTable('users')
    .set({ subscription_plan: 'idan', subscription_expires_at: sql`now() + interval '30 days'` })
    .execute();
}

/**
 * Signs account `i` in (POST /api/auth/login) and opens its client. The WebSocket connects at
 * once and stays open, as a browser's does across generations: the figures are the steady
 * state, not the first connection.
 * @param {string} baseUrl
 * @param {number} i
 */
export async function connectAccount(baseUrl, i) {
  const { token } = await signInAccount(baseUrl, i);
  const wsClient = createWSClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/trpc`,
    // Node 20 has no global WebSocket.
    WebSocket,
    connectionParams: { token },
  });
  // Closed before the server stops (else the client keeps reconnecting), also on Ctrl-C.
  const close = () => wsClient.close();
  defer(`close WebSocket of ${emailOf(i)}`, close);
  const client = createTRPCClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: wsClient }),
        false: httpBatchLink({ url: `${baseUrl}/trpc`, headers: { authorization: `Bearer ${token}` } }),
      }),
    ],
  });
  return { client, close };
}

const BENCH_DETAILS = {
  fullName: 'Ada Obi',
  phone: '+234 801 234 5678',
  email: 'ada@example.com',
  location: 'Lagos',
  major: 'Computer Science',
  school: 'University of Lagos',
};

/**
 * One cover letter (no resume: one generation = one model call), `marker` in the job description
 * so the fake model can name the call. The first token counts from a `token` event, or from the
 * `state` event when it already carries text (the subscription opened after the model began).
 * @param {any} client `client` of connectAccount
 * @param {string} marker
 * @param {{ both?: boolean }} [options] `both`: a cover letter and a resume in one generation
 * @returns {Promise<import('./direct-call.mjs').CallTiming>}
 */
export async function generateThroughProduct(client, marker, { both = false } = {}) {
  const startedAt = hostNowMs();
  const { id } = await client.generation.start.mutate({
    jobTitle: 'Frontend Engineer',
    companyName: 'Bench Ltd',
    jobDescription: `Build fast, accessible web pages with React and TypeScript (${marker}).`,
    generateCoverLetter: true,
    // "Both documents": a resume written from personal details (no file to read), beside the letter.
    optimizeResume: both,
    isCreatingNewResume: both,
    ...(both ? BENCH_DETAILS : {}),
  });
  /** @type {number | undefined} */
  let firstTokenAt;
  const doneAt = await new Promise((resolve, reject) => {
    // Never wait forever on a worker that died or a lost event: the bench must end.
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`generation ${id} was not done within ${TIMEOUT_MS / 1000} s`));
    }, TIMEOUT_MS);
    const subscription = client.generation.watch.subscribe(
      { id },
      {
        onData(/** @type {import('@app/shared').GenerationEvent} */ event) {
          const hasText = event.type === 'token' || (event.type === 'state' && event.partial.cover_letter);
          if (hasText) firstTokenAt ??= hostNowMs();
          if (event.type === 'done') {
            resolve(hostNowMs());
            clearTimeout(timer);
            subscription.unsubscribe();
          } else if (event.type === 'failed') {
            reject(new Error(`generation ${id} failed: ${event.generation.error?.message}`));
            clearTimeout(timer);
          }
        },
        onError: reject,
        // After `done` this is a no-op; before it, the watch ended too early.
        onComplete: () => reject(new Error(`watch of ${id} ended without done`)),
      },
    );
  });
  if (firstTokenAt === undefined) throw new Error(`generation ${id} was done without any text`);
  return { marker, startedAt, firstTokenAt, doneAt };
}
