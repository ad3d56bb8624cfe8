// A fake OpenAI-compatible model for the generation bench (and editor-suggestion), run as its own process (like a real
// provider, it never shares an event loop with its callers). POST .../chat/completions streams
// a cover letter as server-sent events at a fixed pace: FIRST_TOKEN_MS of silence, then TOKENS
// tokens at TOKENS_PER_SECOND. Each call is named by the `bench-call-<id>` marker found in its
// messages, and GET /calls tells when each call arrived and sent its first and last token
// (host clock, see lib/stats.mjs), so the bench can tell model time from product overhead.
import { createServer } from 'node:http';
import { hostNowMs } from '../lib/stats.mjs';

const FIRST_TOKEN_MS = Number(process.env.FIRST_TOKEN_MS ?? 300);
const TOKENS = Number(process.env.TOKENS ?? 400);
const TOKENS_PER_SECOND = Number(process.env.TOKENS_PER_SECOND ?? 100);

const SENTENCES = [
  'I am writing to apply for the role advertised by your company.',
  'Over the past five years I have built and maintained web applications used by thousands of people.',
  'I work closely with product teams and deliver features that customers rely on every day.',
  'In my current role I lead the front-end work on a payments dashboard and mentor two junior developers.',
  'I keep our release process steady and predictable, and I care about accessible, fast pages.',
  'I would bring the same care and ownership to your team and learn quickly from the people around me.',
];

/**
 * Exactly `count` word-sized tokens (leading whitespace kept, as models stream) forming a letter
 * of several paragraphs, enough for the product's completeness check (output.ts looksComplete).
 */
function coverLetterTokens(count) {
  const opening = ['Dear', ' Hiring', ' Team,'];
  const closing = ['\n\nSincerely,', '\nAda', ' Obi'];
  const words = SENTENCES.join(' ').split(' ');
  const body = [];
  let inParagraph = 0;
  for (let i = 0; body.length < count - opening.length - closing.length; i++) {
    const word = words[i % words.length];
    // A new paragraph at a sentence's start once the current one is long enough.
    const newParagraph = body.length === 0 || (inParagraph >= 60 && body.at(-1)?.endsWith('.'));
    inParagraph = newParagraph ? 0 : inParagraph + 1;
    body.push(`${newParagraph ? '\n\n' : ' '}${word}`);
  }
  return [...opening, ...body, ...closing];
}
const ANSWER = coverLetterTokens(TOKENS);
/**
 * A resume (the product's resume prompt names a "resume writer"): the same tokens with a heading
 * in place of the greeting, so the product's resume check passes and both kinds take equally long.
 */
const RESUME_ANSWER = ['# Ada', ' Obi', '\n## Experience\n', ...ANSWER.slice(3)];
/** A rewritten bullet, for the editor's help on a selection (its prompt names a "resume editor"). */
const BULLET_ANSWER =
  '- Cut weekly churn reporting from two days to one by automating the SQL behind it'.match(/\s*\S+/g);

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
  const answer = text.includes('resume editor')
    ? BULLET_ANSWER
    : text.includes('resume writer')
      ? RESUME_ANSWER
      : ANSWER;
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
  // The schedule is absolute (token i due at start + first + i × gap), so a late timer does
  // not push every later token back: the pace stays what the bench says it is.
  const start = performance.now();
  const gap = 1000 / TOKENS_PER_SECOND;
  for (const [i, token] of answer.entries()) {
    await sleepUntil(start + FIRST_TOKEN_MS + i * gap);
    if (res.destroyed) return;
    if (i === 0) {
      send(chunk({ role: 'assistant', content: '' }));
      call.firstTokenAt = hostNowMs();
    }
    send(chunk({ content: token }));
  }
  call.lastTokenAt = hostNowMs();
  send(chunk({}, 'stop'));
  if (body.stream_options?.include_usage) {
    const usage = { prompt_tokens: 300, completion_tokens: answer.length, total_tokens: 300 + answer.length };
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
