// A fake OpenAI-compatible model for the editor-suggestion bench, its own process (like a real
// provider, it never shares an event loop with its callers). POST .../chat/completions streams a
// rewritten bullet as server-sent events: FIRST_TOKEN_MS of silence, then word-sized tokens at
// TOKENS_PER_SECOND. Each call is named by the `bench-call-<id>` marker in its messages (the
// selection carries it), and GET /calls tells when each call arrived and when its first token
// was written (host clock, lib/stats.mjs).
import { createServer } from 'node:http';
import { hostNowMs } from '../lib/stats.mjs';

const FIRST_TOKEN_MS = Number(process.env.FIRST_TOKEN_MS ?? 150);
const TOKENS_PER_SECOND = Number(process.env.TOKENS_PER_SECOND ?? 60);
const ANSWER = '- Cut weekly churn reporting from two days to one by automating the SQL behind it'.match(
  /\s*\S+/g,
);

/** @type {Map<string, { receivedAt: number, firstTokenAt?: number, lastTokenAt?: number }>} */
const calls = new Map();
let unmarked = 0;

const sleepUntil = (/** @type {number} */ due) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));

async function stream(req, res) {
  const receivedAt = hostNowMs();
  let raw = '';
  for await (const part of req) raw += part;
  const body = JSON.parse(raw);
  const text = (body.messages ?? []).map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
  const marker = text.match(/bench-call-[a-z0-9]+/)?.[0] ?? `unmarked-${++unmarked}`;
  const call = { receivedAt };
  calls.set(marker, call);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta, finish = null) => ({
    id: `chatcmpl-${marker}`,
    object: 'chat.completion.chunk',
    created,
    model: body.model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const send = (payload) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
  const start = performance.now();
  const gap = 1000 / TOKENS_PER_SECOND;
  for (const [i, token] of ANSWER.entries()) {
    await sleepUntil(start + FIRST_TOKEN_MS + i * gap);
    if (res.destroyed) return;
    if (i === 0) send(chunk({ role: 'assistant', content: '' }));
    send(chunk({ content: token }));
    // Stamped once the first token is handed to the socket: the product's delay starts here.
    if (i === 0) call.firstTokenAt = hostNowMs();
  }
  call.lastTokenAt = hostNowMs();
  send(chunk({}, 'stop'));
  if (body.stream_options?.include_usage) {
    const usage = { prompt_tokens: 300, completion_tokens: ANSWER.length, total_tokens: 300 + ANSWER.length };
    send({ ...chunk({}), choices: [], usage });
  }
  res.end('data: [DONE]\n\n');
}

const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url?.endsWith('/chat/completions')) {
    stream(req, res).catch((error) => res.destroy(error));
  } else if (req.method === 'GET' && req.url === '/calls') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Object.fromEntries(calls)));
  } else if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200).end('ok');
  } else {
    res.writeHead(404).end();
  }
});
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
