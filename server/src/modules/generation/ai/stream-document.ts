import type { Database } from '../../../db/database.js';
import type { Logger } from '../../../logger.js';
import { observeFirstToken } from '../../../observability/metrics.js';
import { type AiCallLog, insertAiCallLog } from './ai-calls.repo.js';
import { type BreakerDeps, type BreakerTicket, enterBreaker } from './circuit-breaker.js';
import type { MessageChunk } from './message-chunk.js';
import {
  classifyModelError,
  httpStatusOf,
  MODEL_FAILURE_MESSAGES,
  ModelCallError,
  thrownClassOf,
} from './model-errors.js';
import {
  isLangchainProvider,
  MAX_OUTPUT_TOKENS,
  MODEL_TEMPERATURE,
  type ModelSettings,
} from './model-factory.js';
import { OPENAI_BASE_URL, streamChatCompletion } from './openai-chat-stream.js';

export interface StreamRequest {
  settings: ModelSettings;
  system: string;
  user: string;
  /** Issue 30 adds an application's notes and interview preparation ('follow_up', …). */
  purpose:
    | 'cover_letter'
    | 'resume'
    | 'test'
    | 'connection_test'
    | 'follow_up'
    | 'thank_you'
    | 'interview_prep'
    /** Issue 32: help on a selection in the editor. */
    | 'selection_help';
  /** What the call is for, in AI monitoring; a generation unless told otherwise. */
  kind?: AiCallKind;
  generationId: string | null;
  /** Called with each piece of text as the model writes it. */
  onToken: (delta: string) => void | Promise<void>;
  /** Aborts a call that goes silent (no token) for this long. */
  idleTimeoutMs?: number;
  /**
   * Takes the monitoring write instead of waiting for it, so the caller can go on and settle it
   * later (a generation saves its document meanwhile). Without it the call waits for the write.
   */
  defer?: (work: Promise<void>) => void;
  /** Told the call's figures once it succeeded (a prompt test shows them). */
  onStats?: (stats: CallStats) => void;
}

export type AiCallKind = 'generation' | 'prompt_test' | 'connection_test';

export interface CallStats {
  totalMs: number;
  firstTokenMs: number | null;
  tokensIn: number | null;
  tokensOut: number | null;
}

/**
 * The database and logger, and — in every process — Redis and the settings, through which each
 * call passes the provider's circuit breaker (circuit-breaker.ts). A connection test bypasses
 * it: an administrator must be able to see whether a provider answers again.
 */
export type StreamDeps = { db: Database; logger: Logger } & Partial<BreakerDeps>;

const breakerFor = (deps: StreamDeps): BreakerDeps | null =>
  deps.redis && deps.env ? { redis: deps.redis, env: deps.env } : null;

const chunkText = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content
          .map((part) => (typeof part === 'string' ? part : ((part as { text?: string }).text ?? '')))
          .join('')
      : '';

/** The langchain path (Anthropic, Google, Mistral, Cohere) is loaded with its first call. */
const loadLangchainStream = () => import('./langchain-stream.js');

/** Where an OpenAI-compatible provider's chat completions are asked for. */
export const chatCompletionsBaseUrl = (settings: ModelSettings): string =>
  settings.baseUrl ?? settings.provider.defaultBaseUrl ?? OPENAI_BASE_URL;

/** The model's answer as it is written, from whichever client speaks the provider's protocol. */
async function openStream(request: StreamRequest, signal: AbortSignal): Promise<AsyncIterable<MessageChunk>> {
  const { settings, system, user } = request;
  if (isLangchainProvider(settings)) {
    const { streamWithLangchain } = await loadLangchainStream();
    return streamWithLangchain(settings, { system, user }, signal);
  }
  return streamChatCompletion({
    baseUrl: chatCompletionsBaseUrl(settings),
    apiKey: settings.apiKey,
    model: settings.model,
    system,
    user,
    temperature: MODEL_TEMPERATURE,
    maxTokens: MAX_OUTPUT_TOKENS,
    signal,
  });
}

/**
 * One streamed model call, logged for AI monitoring (time to first token, total time, tokens in
 * and out when the provider reports them, outcome, error class). Throws ModelCallError.
 */
export async function streamDocument(deps: StreamDeps, request: StreamRequest): Promise<string> {
  const breaker = request.kind === 'connection_test' ? null : breakerFor(deps);
  // A breaker that cannot be read lets the call through: it protects, it must not break.
  const ticket: BreakerTicket | null = breaker
    ? await enterBreaker(breaker, request.settings.provider.id).catch(() => null)
    : null;
  if (ticket && !ticket.allowed) {
    const refused = new ModelCallError('circuit_open');
    await log(deps, request, {
      started: performance.now(),
      firstTokenMs: null,
      usage: undefined,
      outcome: 'error',
      errorClass: refused.failure,
      failed: { status: null, thrown: 'CircuitOpen' },
    });
    throw refused;
  }
  const started = performance.now();
  const controller = new AbortController();
  const idleMs = request.idleTimeoutMs ?? 60_000;
  const idle = setTimeout(() => controller.abort(), idleMs);
  let firstTokenMs: number | null = null;
  let usage: { input_tokens?: number; output_tokens?: number } | undefined;
  let text = '';
  try {
    for await (const chunk of await openStream(request, controller.signal)) {
      idle.refresh();
      const delta = chunkText(chunk.content);
      if (chunk.usage_metadata) usage = chunk.usage_metadata;
      if (!delta) continue;
      firstTokenMs ??= performance.now() - started;
      text += delta;
      const handled = request.onToken(delta);
      if (handled) await handled;
    }
    // A provider's stream may end quietly when aborted: a silent model is a timeout, not an answer.
    controller.signal.throwIfAborted();
    await ticket?.settle(null).catch(() => {});
    request.onStats?.({
      totalMs: Math.round(performance.now() - started),
      firstTokenMs: firstTokenMs === null ? null : Math.round(firstTokenMs),
      tokensIn: usage?.input_tokens ?? null,
      tokensOut: usage?.output_tokens ?? null,
    });
    const logged = log(deps, request, { started, firstTokenMs, usage, outcome: 'ok', errorClass: null });
    if (request.defer) request.defer(logged);
    else await logged;
    return text;
  } catch (error) {
    const failure = controller.signal.aborted
      ? new ModelCallError('timeout', { cause: error })
      : classifyModelError(error);
    await ticket?.settle(failure.failure).catch(() => {});
    await log(deps, request, {
      started,
      firstTokenMs,
      usage,
      outcome: 'error',
      errorClass: failure.failure,
      failed: { status: httpStatusOf(failure), thrown: thrownClassOf(failure) },
    });
    throw failure;
  } finally {
    clearTimeout(idle);
  }
}

async function log(
  deps: StreamDeps,
  request: StreamRequest,
  r: {
    started: number;
    firstTokenMs: number | null;
    usage: { input_tokens?: number; output_tokens?: number } | undefined;
    outcome: 'ok' | 'error';
    errorClass: string | null;
    /** A failed call: the provider's HTTP status (null without an answer) and what was thrown. */
    failed?: { status: number | null; thrown: string };
  },
): Promise<void> {
  const row: AiCallLog = {
    generation_id: request.generationId,
    purpose: request.purpose,
    kind: request.kind ?? 'generation',
    provider: request.settings.provider.id,
    model: request.settings.model,
    first_token_ms: r.firstTokenMs === null ? null : Math.round(r.firstTokenMs),
    total_ms: Math.round(performance.now() - r.started),
    tokens_in: r.usage?.input_tokens ?? null,
    tokens_out: r.usage?.output_tokens ?? null,
    outcome: r.outcome,
    error_class: r.errorClass,
    // Our own sentence, never the provider's text (it may quote what was sent, a key included).
    error_message: r.failed
      ? `${r.failed.status ? `HTTP ${r.failed.status}: ` : ''}${MODEL_FAILURE_MESSAGES[r.errorClass as keyof typeof MODEL_FAILURE_MESSAGES] ?? ''}`
      : null,
  };
  if (r.firstTokenMs !== null)
    observeFirstToken(row.provider, row.kind ?? 'generation', r.firstTokenMs / 1_000);
  // One line per call; a failed one says who failed and how (provider, model, status, class).
  if (r.failed)
    deps.logger.warn(
      { ...row, status_code: r.failed.status, error_type: r.failed.thrown },
      `model call failed: ${row.provider} ${row.model} ${r.failed.status ?? 'no answer'} ${r.errorClass}`,
    );
  else deps.logger.info(row, 'model call');
  // Monitoring must never break a generation.
  await insertAiCallLog(deps.db, row).catch(() => {});
}
