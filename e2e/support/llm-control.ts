import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DocumentKind, FailureMode, FakeLlm } from '../../server/test/fakes/fake-llm.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set when global setup serves the fake model's failure switch (serveLlmControl). */
    llmControlUrl?: string;
  }
}

const KINDS: DocumentKind[] = ['cover_letter', 'resume'];
const MODES: FailureMode[] = [429, 500, 401, 404, 'hang', 'drop'];

/**
 * The fake model lives in the global-setup process; a journey makes its next calls fail over a
 * tiny HTTP API on 127.0.0.1: POST /fail {kind, mode, count} → llm.failNextFor(kind, mode, count).
 * Journeys run one file at a time, so a failure is taken by the journey that asked for it.
 */
export async function serveLlmControl(llm: FakeLlm): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        if (req.method === 'POST' && req.url === '/answer') {
          const { match, text } = JSON.parse(body) as { match?: unknown; text?: unknown };
          if (typeof match !== 'string' || match === '' || typeof text !== 'string')
            throw new Error('bad request');
          llm.answerNext(match, text);
          res.writeHead(204).end();
          return;
        }
        const { kind, mode, count } = JSON.parse(body) as {
          kind: DocumentKind;
          mode: FailureMode;
          count?: number;
        };
        if (req.method !== 'POST' || !KINDS.includes(kind) || !MODES.includes(mode))
          throw new Error('bad request');
        llm.failNextFor(kind, mode, Math.min(10, Math.max(1, Number(count ?? 1))));
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** From a journey: the fake model's next `count` calls for `kind` fail with `mode`. */
export async function failModelCalls(
  controlUrl: string,
  kind: DocumentKind,
  mode: FailureMode,
  count: number,
) {
  const res = await fetch(`${controlUrl}/fail`, {
    method: 'POST',
    body: JSON.stringify({ kind, mode, count }),
  });
  if (res.status !== 204) throw new Error(`The fake model's control answered ${res.status}`);
}

/**
 * From a journey: the fake model's next call whose system prompt contains `match` answers `text`
 * (an interview preparation's JSON, say), the way a real model would answer that prompt.
 */
export async function scriptModelAnswer(controlUrl: string, match: string, text: string) {
  const res = await fetch(`${controlUrl}/answer`, { method: 'POST', body: JSON.stringify({ match, text }) });
  if (res.status !== 204) throw new Error(`The fake model's control answered ${res.status}`);
}
