// One simulated person: opens the landing page, signs in, asks for a cover letter (the fake
// model answers), opens the document, edits it, downloads it as a PDF and writes to support,
// with a think time between actions. Every action is timed and recorded under its route; an
// answer other than the expected status, a network error or a time-out is an error.
import { PASSWORD } from '../auth/accounts.mjs';
import { visitor } from './http.mjs';

/** BENCH_LOAD_PDF=0 leaves the PDF downloads out: an experiment, to see the rest without Chromium. */
export const WITH_PDF = process.env.BENCH_LOAD_PDF !== '0';

/** The routes, in the order a person meets them (the table's order). */
export const ROUTES = [
  'GET /',
  'POST /api/auth/login',
  'POST /api/generate',
  'GET /api/documents/:id',
  'PUT /api/documents/:id',
  'GET /api/documents/:id/download?format=pdf',
  'POST /api/support/message',
];

/**
 * Latencies and errors per route.
 * @returns {{ record: (route: string, ms: number, error?: string) => void,
 *   routes: Map<string, { ms: number[], errors: number, examples: string[] }> }}
 */
export function recorder() {
  const routes = new Map(
    ROUTES.map((r) => [
      r,
      { ms: /** @type {number[]} */ ([]), errors: 0, examples: /** @type {string[]} */ ([]) },
    ]),
  );
  return {
    routes,
    record(route, ms, error) {
      const entry = routes.get(route);
      if (!entry) throw new Error(`unknown route ${route}`);
      entry.ms.push(ms);
      if (error) {
        entry.errors++;
        if (entry.examples.length < 5) entry.examples.push(error);
      }
    },
  };
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown after an error was recorded: the person stops this round of actions and starts over. */
class Recorded extends Error {}

/**
 * @param {{ baseUrl: string, account: number, email: string, ip: string, rec: ReturnType<typeof recorder>,
 *   think: [number, number], generations: { started: number, succeeded: number, ids: Set<string> } }} options
 */
export function person({ baseUrl, account, email, ip, rec, think, generations }) {
  const client = visitor(baseUrl, ip);
  const pause = () => sleep(think[0] + Math.random() * (think[1] - think[0]));
  let round = 0;

  /**
   * Times one request; records an error (and throws Recorded) unless the status is `expected`.
   * @param {string} route
   * @param {() => Promise<import('./http.mjs').Answer>} call
   * @param {number} expected
   */
  async function timed(route, call, expected = 200) {
    const started = performance.now();
    /** @type {import('./http.mjs').Answer} */
    let answer;
    try {
      answer = await call();
    } catch (error) {
      rec.record(route, performance.now() - started, error instanceof Error ? error.message : String(error));
      throw new Recorded(route);
    }
    const ms = performance.now() - started;
    if (answer.status !== expected) {
      rec.record(route, ms, `${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`);
      throw new Recorded(route);
    }
    rec.record(route, ms);
    return answer;
  }

  const json = (/** @type {import('./http.mjs').Answer} */ a) => JSON.parse(a.body.toString('utf8'));

  async function signIn() {
    const answer = await timed('POST /api/auth/login', () =>
      client.send('POST', '/api/auth/login', { json: { email, password: PASSWORD } }),
    );
    client.setToken(json(answer).token);
  }

  /** One round of what a signed-in person does, from the landing page to a support message. */
  async function actions() {
    round++;
    await timed('GET /', () => client.send('GET', '/', { accept: 'text/html' }));
    await pause();
    generations.started++;
    const generated = await timed('POST /api/generate', () =>
      client.send('POST', '/api/generate', {
        form: {
          jobTitle: 'Frontend Engineer',
          companyName: 'Load Test Ltd',
          jobDescription: `Build fast, accessible web pages with React and TypeScript for our customers (user ${account}, round ${round}).`,
          generateCoverLetter: 'true',
          optimizeResume: 'false',
          isCreatingNewResume: 'false',
          idempotencyKey: `load-${account}-${round}-${Math.random().toString(36).slice(2)}`,
        },
      }),
    );
    const result = json(generated);
    if (result.generationId) generations.ids.add(result.generationId);
    const documentId = result.coverLetter?.id;
    if (!documentId) {
      rec.record(
        'POST /api/generate',
        0,
        `no cover letter in the answer: ${JSON.stringify(result).slice(0, 200)}`,
      );
      throw new Recorded('POST /api/generate');
    }
    generations.succeeded++;
    await pause();
    const document = json(
      await timed('GET /api/documents/:id', () => client.send('GET', `/api/documents/${documentId}`)),
    );
    await pause();
    await timed('PUT /api/documents/:id', () =>
      client.send('PUT', `/api/documents/${documentId}`, {
        json: { content: `${document.content}\n\nP.S. I can start next month (edit ${round}).` },
      }),
    );
    await pause();
    if (WITH_PDF) {
      const pdf = await timed('GET /api/documents/:id/download?format=pdf', () =>
        client.send('GET', `/api/documents/${documentId}/download?format=pdf`, { accept: 'application/pdf' }),
      );
      if (pdf.body.subarray(0, 5).toString('latin1') !== '%PDF-') {
        rec.record('GET /api/documents/:id/download?format=pdf', 0, 'the download is not a PDF');
      }
      await pause();
    }
    await timed('POST /api/support/message', () =>
      client.send('POST', '/api/support/message', {
        form: { message: `Hello, how do I change my template? (user ${account}, round ${round})` },
      }),
    );
    await pause();
  }

  return {
    /**
     * Signs in, then repeats rounds of actions until `deadline` (performance.now() ms) passes;
     * a round under way when it passes is finished, as a real person's would be.
     * @param {number} deadline
     * @param {{ rounds?: number }} [options]
     */
    async run(deadline, { rounds = Number.POSITIVE_INFINITY } = {}) {
      let signedIn = false;
      for (let n = 0; n < rounds && performance.now() < deadline; n++) {
        try {
          if (!signedIn) {
            await timed('GET /', () => client.send('GET', '/', { accept: 'text/html' }));
            await pause();
            await signIn();
            signedIn = true;
            await pause();
          }
          await actions();
        } catch (error) {
          if (!(error instanceof Recorded)) throw error;
          await pause();
        }
      }
    },
    close: () => client.close(),
  };
}
