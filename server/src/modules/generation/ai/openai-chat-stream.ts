import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { parseJsonOrNull } from '../../../parse-json.js';
import type { MessageChunk } from './message-chunk.js';

/** Where OpenAI's own API answers when no other address is configured. */
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** What one streamed chat completion needs; the caller decides the prompts and limits. */
export interface ChatCompletionRequest {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  system: string;
  user: string;
  temperature: number;
  maxTokens: number;
  signal: AbortSignal;
}

/**
 * A provider's refusal: the HTTP status and the provider's own error code and message, read the
 * way classifyModelError reads any client library's error.
 */
export class ChatCompletionHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ChatCompletionHttpError';
  }
}

/** The provider said, inside a stream that had started well, that it failed. */
export class ChatCompletionStreamError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ChatCompletionStreamError';
  }
}

/** An error answer is read for its message, never more than this (a provider could send a page). */
const MAX_ERROR_BODY = 64 * 1024;
/** One server-sent event (or a whole answer) larger than this is not a chat chunk: refused. */
const MAX_EVENT_CHARS = 1024 * 1024;

// Connections are kept between calls (a TLS handshake per document is slow and wasteful).
const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/**
 * OpenAI's reasoning models (o1, o3, gpt-5 but not gpt-5-chat) take the system prompt as the
 * "developer" message, count output in max_completion_tokens and accept no temperature.
 */
const isReasoningModel = (model: string) =>
  /^o\d/.test(model) || (model.startsWith('gpt-5') && !model.startsWith('gpt-5-chat'));

export function chatCompletionBody(request: Omit<ChatCompletionRequest, 'signal' | 'baseUrl' | 'apiKey'>) {
  const reasoning = isReasoningModel(request.model);
  return {
    model: request.model,
    messages: [
      { role: reasoning ? 'developer' : 'system', content: request.system },
      { role: 'user', content: request.user },
    ],
    stream: true,
    stream_options: { include_usage: true },
    ...(reasoning
      ? { max_completion_tokens: request.maxTokens }
      : { temperature: request.temperature, max_tokens: request.maxTokens }),
  };
}

/**
 * One chat completion streamed from an OpenAI-compatible endpoint (OpenAI, xAI, DeepSeek,
 * Together, a local Ollama…), read straight off the HTTP response. This path carries every
 * token of most generations: through langchain's ChatOpenAI a token cost ~115 µs of CPU (the
 * openai SDK's web streams and SSE decoder, then three message objects), here ~47 µs, mostly
 * the socket read and one JSON.parse (docs/decisions.md).
 *
 * Yields each event's text and, at the end, the usage the provider reports. Throws
 * ChatCompletionHttpError for an error answer, ChatCompletionStreamError for an error event,
 * and the socket's error when the connection breaks or `signal` aborts it.
 */
export async function* streamChatCompletion(request: ChatCompletionRequest): AsyncGenerator<MessageChunk> {
  const url = new URL(`${request.baseUrl.replace(/\/+$/, '')}/chat/completions`);
  const response = await post(url, request);
  response.setEncoding('utf8');
  if (response.statusCode === undefined || response.statusCode >= 300) {
    throw await httpError(response);
  }
  if (!String(response.headers['content-type'] ?? '').includes('text/event-stream')) {
    // A server that ignored `stream: true` answers with the whole completion at once.
    yield completionOf(JSON.parse(await readAll(response, MAX_EVENT_CHARS)));
    return;
  }
  let pending = '';
  let data: string[] = [];
  let finished = false;
  // Not destroyed when the loop is left: a stream read to its [DONE] hands its connection back
  // to the keep-alive agent (release, below), so the next call skips a new TCP (and, at a real
  // provider, TLS) handshake. Every other way out closes the connection.
  const pieces = response.iterator({ destroyOnReturn: false }) as AsyncIterable<string>;
  try {
    for await (const piece of pieces) {
      pending += piece;
      let start = 0;
      for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n', start)) {
        const line =
          pending.charCodeAt(end - 1) === 13 ? pending.slice(start, end - 1) : pending.slice(start, end);
        start = end + 1;
        if (line === '') {
          // A blank line ends an event.
          if (data.length === 0) continue;
          const payload = data.length === 1 ? (data[0] as string) : data.join('\n');
          data = [];
          if (payload === '[DONE]') {
            finished = true;
            return;
          }
          const chunk = chunkOf(JSON.parse(payload));
          if (chunk) yield chunk;
        } else if (line.startsWith('data:')) {
          data.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
        }
        // Comments (":"), "event:", "id:" and "retry:" lines carry nothing a completion needs.
      }
      pending = pending.slice(start);
      if (pending.length > MAX_EVENT_CHARS) throw new ChatCompletionStreamError(undefined, 'event too large');
    }
  } finally {
    // An answer that already ended has given its socket back to the agent by itself.
    if (!response.complete) {
      if (finished) release(response);
      else response.destroy();
    }
  }
}

/** How long a provider may take to end its answer after [DONE] before the connection is closed. */
const END_AFTER_DONE_MS = 5_000;

/**
 * Reads what is left of an answer after its [DONE] (the end of the chunked body, normally in the
 * same packet), so the socket goes back to the agent once the answer ends. A provider that never
 * ends it only costs the connection, after END_AFTER_DONE_MS.
 */
function release(response: IncomingMessage): void {
  const timer = setTimeout(() => response.destroy(), END_AFTER_DONE_MS);
  timer.unref();
  response.once('close', () => clearTimeout(timer));
  response.resume();
}

function post(url: URL, request: ChatCompletionRequest): Promise<IncomingMessage> {
  const body = JSON.stringify(chatCompletionBody(request));
  const secure = url.protocol === 'https:';
  if (!secure && url.protocol !== 'http:') throw new TypeError(`unsupported protocol ${url.protocol}`);
  const send = (again: boolean): Promise<IncomingMessage> =>
    new Promise((resolve, reject) => {
      const req = (secure ? httpsRequest : httpRequest)(url, {
        method: 'POST',
        // Sent again, on a connection of its own: the agent's other idle ones may be as stale.
        agent: again ? false : secure ? agents.https : agents.http,
        signal: request.signal,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'content-length': Buffer.byteLength(body),
          // A local runtime (Ollama, LM Studio, vLLM) may need no key.
          ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}),
        },
      });
      let answered = false;
      req.once('response', (response) => {
        answered = true;
        resolve(response);
      });
      req.once('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the provider closed while it sat idle fails at once, before
        // any answer (the request most likely never reached it; the providers' own SDKs retry
        // such errors too): sent again on a new connection, once, instead of costing the person
        // a retried document.
        const stale = req.reusedSocket && !answered && !again && !request.signal.aborted;
        if (stale && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) resolve(send(true));
        else reject(error);
      });
      req.end(body);
    });
  return send(false);
}

async function readAll(response: IncomingMessage, limit: number): Promise<string> {
  let text = '';
  for await (const piece of response as AsyncIterable<string>) {
    text += piece;
    if (text.length > limit) {
      response.destroy();
      break;
    }
  }
  return text;
}

async function httpError(response: IncomingMessage): Promise<ChatCompletionHttpError> {
  const status = response.statusCode ?? 0;
  const text = await readAll(response, MAX_ERROR_BODY).catch(() => '');
  const error = errorFieldOf(parseJsonOrNull(text));
  return new ChatCompletionHttpError(status, error.code, error.message ?? `HTTP ${status}`);
}

/** OpenAI's `{ error: { message, code, type } }`, or what a compatible server puts there. */
function errorFieldOf(body: unknown): { code: string | undefined; message: string | undefined } {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return { code: undefined, message: error };
  const fields = (error ?? {}) as { code?: unknown; type?: unknown; message?: unknown };
  const code =
    typeof fields.code === 'string' ? fields.code : typeof fields.type === 'string' ? fields.type : undefined;
  return { code, message: typeof fields.message === 'string' ? fields.message : undefined };
}

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: unknown }; message?: { content?: unknown } }>;
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null;
  error?: unknown;
}

const usageOf = (usage: CompletionChunk['usage']): MessageChunk['usage_metadata'] =>
  usage && typeof usage.prompt_tokens === 'number' && typeof usage.completion_tokens === 'number'
    ? { input_tokens: usage.prompt_tokens, output_tokens: usage.completion_tokens }
    : undefined;

function throwIfError(event: CompletionChunk): void {
  if (!event.error) return;
  const error = errorFieldOf(event);
  throw new ChatCompletionStreamError(error.code, error.message ?? 'the provider reported an error');
}

function chunkOf(event: CompletionChunk): MessageChunk | null {
  throwIfError(event);
  const content = event.choices?.[0]?.delta?.content;
  const usage = usageOf(event.usage);
  if (typeof content !== 'string' && !usage) return null;
  return { content: typeof content === 'string' ? content : '', usage_metadata: usage };
}

function completionOf(body: CompletionChunk): MessageChunk {
  throwIfError(body);
  const content = body.choices?.[0]?.message?.content;
  return { content: typeof content === 'string' ? content : '', usage_metadata: usageOf(body.usage) };
}
