import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createNetServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { classifyModelError } from './model-errors.js';
import {
  ChatCompletionHttpError,
  ChatCompletionStreamError,
  streamChatCompletion,
} from './openai-chat-stream.js';

/** What the endpoint answers next: raw pieces of body written one by one, after a status. */
let answer: { status: number; type: string; pieces: string[] } = { status: 200, type: '', pieces: [] };
let received: { url: string | undefined; headers: IncomingMessage['headers']; body: unknown } | null = null;
let server: Server;
let baseUrl: string;
/** TCP connections the endpoint has accepted so far. */
let connections = 0;
/** Connections that have carried an answer; `dropReused` closes such a one at its next request. */
const served = new WeakSet<object>();
let dropReused = false;

async function respond(req: IncomingMessage, res: ServerResponse) {
  if (dropReused && served.has(req.socket)) {
    // As a provider does that closed an idle kept-alive connection as the request arrived.
    req.socket.destroy();
    return;
  }
  served.add(req.socket);
  let body = '';
  for await (const piece of req) body += piece;
  received = { url: req.url, headers: req.headers, body: JSON.parse(body) };
  res.writeHead(answer.status, { 'content-type': answer.type });
  for (const piece of answer.pieces) {
    res.write(piece);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  res.end();
}

beforeAll(async () => {
  server = createServer((req, res) => void respond(req, res));
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Long enough for the endpoint to end an answer after its [DONE] (respond() waits between pieces). */
const answerEnded = () => new Promise((resolve) => setTimeout(resolve, 50));

const sse = (...pieces: string[]) => ({ status: 200, type: 'text/event-stream', pieces });
const event = (payload: object) => `data: ${JSON.stringify(payload)}\n\n`;
const delta = (content: string) =>
  event({ choices: [{ index: 0, delta: { content }, finish_reason: null }] });

async function collect(apiKey: string | null = 'sk-test') {
  const chunks = [];
  for await (const chunk of streamChatCompletion({
    baseUrl,
    apiKey,
    model: 'gpt-4o-mini',
    system: 'You write cover letters.',
    user: 'Write one.',
    temperature: 0.4,
    maxTokens: 2_000,
    signal: new AbortController().signal,
  }))
    chunks.push(chunk);
  return chunks;
}

describe('streamChatCompletion', () => {
  it('posts the chat request with the key and reads every delta and the usage', async () => {
    answer = sse(
      event({ choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] }),
      delta('Dear'),
      delta(' Team,'),
      event({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }),
      event({ choices: [], usage: { prompt_tokens: 12, completion_tokens: 2 } }),
      'data: [DONE]\n\n',
    );
    const chunks = await collect();
    expect(chunks.map((c) => c.content).join('')).toBe('Dear Team,');
    expect(chunks.at(-1)?.usage_metadata).toEqual({ input_tokens: 12, output_tokens: 2 });
    expect(received).toMatchObject({
      url: '/v1/chat/completions',
      headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
      body: { model: 'gpt-4o-mini', stream: true, messages: [{ role: 'system' }, { role: 'user' }] },
    });
  });

  it('sends no authorization to a local runtime without a key', async () => {
    answer = sse(delta('Hi'), 'data: [DONE]\n\n');
    await collect(null);
    expect(received?.headers.authorization).toBeUndefined();
  });

  it('reads events split anywhere across network reads, CRLF lines, comments and multi-line data', async () => {
    const whole = `: keep-alive\r\n\r\nevent: message\r\n${delta('Dear').replaceAll('\n', '\r\n')}data: {"choices":[{"delta":\ndata: {"content":" Ada"}}]}\n\n${delta(' Obi')}data: [DONE]\n\n`;
    const pieces = [];
    for (let i = 0; i < whole.length; i += 7) pieces.push(whole.slice(i, i + 7));
    answer = sse(...pieces);
    const chunks = await collect();
    expect(chunks.map((c) => c.content).join('')).toBe('Dear Ada Obi');
  });

  it('takes a whole answer from a server that does not stream', async () => {
    answer = {
      status: 200,
      type: 'application/json',
      pieces: [
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: 'Dear Team,' } }],
          usage: { prompt_tokens: 3, completion_tokens: 4 },
        }),
      ],
    };
    expect(await collect()).toEqual([
      { content: 'Dear Team,', usage_metadata: { input_tokens: 3, output_tokens: 4 } },
    ]);
  });

  it.each([
    [429, { error: { message: 'Rate limit reached', type: 'requests' } }, 'rate_limited'],
    [404, { error: { message: 'The model does not exist', code: 'model_not_found' } }, 'unknown_model'],
    [401, { error: { message: 'Incorrect API key provided' } }, 'invalid_key'],
    [503, '<html>Service Unavailable</html>', 'server_error'],
  ] as const)('refuses an HTTP %s answer with its status and message', async (status, body, failure) => {
    answer = {
      status,
      type: typeof body === 'string' ? 'text/html' : 'application/json',
      pieces: [typeof body === 'string' ? body : JSON.stringify(body)],
    };
    const error = await collect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatCompletionHttpError);
    expect(error).toMatchObject({ status });
    expect(classifyModelError(error).failure).toBe(failure);
  });

  it('stops at an error event inside a stream that had begun', async () => {
    answer = sse(delta('Dear'), event({ error: { message: 'overloaded', code: 'server_overloaded' } }));
    const error = await collect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatCompletionStreamError);
    expect(error).toMatchObject({ message: 'overloaded', code: 'server_overloaded' });
  });

  it('reuses the connection of a stream read to its [DONE] and closes one left early', async () => {
    answer = sse(delta('Dear'), 'data: [DONE]\n\n');
    await collect();
    await answerEnded();
    const before = connections;
    for (let call = 0; call < 3; call += 1) {
      expect((await collect()).map((c) => c.content).join('')).toBe('Dear');
      await answerEnded();
    }
    expect(connections).toBe(before);
    // An error event ends the call with its connection: the next call needs a new one.
    answer = sse(delta('Dear'), event({ error: { message: 'overloaded' } }), delta(' never read'));
    await collect().catch(() => {});
    answer = sse(delta('Dear'), 'data: [DONE]\n\n');
    await collect();
    expect(connections).toBe(before + 1);
  });

  it('sends the request again, once, when a kept-alive connection turns out closed', async () => {
    answer = sse(delta('Dear'), 'data: [DONE]\n\n');
    await collect();
    await answerEnded();
    const before = connections;
    dropReused = true;
    try {
      expect((await collect()).map((c) => c.content).join('')).toBe('Dear');
    } finally {
      dropReused = false;
    }
    expect(connections).toBe(before + 1);
  });

  it('fails when aborted while waiting for the answer', async () => {
    // An endpoint that accepts the connection and never says a word: the call waits on it.
    const sockets: Socket[] = [];
    const silent = createNetServer((socket) => {
      sockets.push(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    onTestFinished(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          silent.close(() => resolve());
        }),
    );
    const controller = new AbortController();
    const stream = streamChatCompletion({
      baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1`,
      apiKey: null,
      model: 'm',
      system: 's',
      user: 'u',
      temperature: 0.4,
      maxTokens: 10,
      signal: controller.signal,
    });
    const next = stream.next();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    controller.abort();
    await expect(next).rejects.toMatchObject({ name: 'AbortError' });
  });
});
