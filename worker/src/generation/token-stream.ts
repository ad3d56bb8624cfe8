import type { ChainableCommander, Redis } from 'ioredis';

/** The shortest time between two writes of streamed text: a reader cannot tell the difference. */
export const TOKEN_BATCH_MS = 25;

/** What one stream adds to the shared pipeline for a batch of its text (append it, announce it). */
export type BatchCommands = (pipeline: ChainableCommander, delta: string, at: number) => void;

export interface TextBatch {
  commands: BatchCommands;
  /** The text that arrived since the stream's last batch, and where it starts in the document. */
  delta: string;
  at: number;
}

/** Sends batches of several streams in one round trip; rejects when any of them failed. */
export type BatchWriter = (batches: readonly TextBatch[]) => Promise<void>;

export const redisBatchWriter =
  (redis: Redis): BatchWriter =>
  async (batches) => {
    const pipeline = redis.pipeline();
    for (const batch of batches) batch.commands(pipeline, batch.delta, batch.at);
    const failed = (await pipeline.exec())?.find(([error]) => error);
    if (failed) throw failed[0];
  };

/**
 * Publishes the text of every document this process is writing, in order, without holding up
 * the models' streams. A document's first text goes out at once; after that, everything that
 * arrived for any document goes out together at most every TOKEN_BATCH_MS (or, when a write
 * takes longer, as soon as it is done), one pipeline for all of them. So Redis gets one write
 * per interval rather than one transaction per token and document: twenty documents at once
 * cost about one write each 25 ms, and a busy machine sends fewer, larger batches instead of
 * falling behind.
 */
export class TokenBatcher {
  readonly #waiting = new Set<TokenStream>();
  #timer: NodeJS.Timeout | null = null;
  #writing = false;
  /** A stream asked for its text to go out without waiting for the interval. */
  #urgent = false;
  #lastWriteAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly write: BatchWriter,
    private readonly batchMs = TOKEN_BATCH_MS,
  ) {}

  stream(commands: BatchCommands): TokenStream {
    return new TokenStream(this, commands);
  }

  /** @internal `stream` has text to send; `now`: without waiting for the interval. */
  schedule(stream: TokenStream, now: boolean): void {
    this.#waiting.add(stream);
    this.#urgent ||= now;
    this.#arm();
  }

  /** Writes what waits now (urgent) or when the interval since the last write is over. */
  #arm(): void {
    if (this.#writing || this.#waiting.size === 0) return; // the write in progress re-arms
    if (this.#urgent) {
      this.#cancelTimer();
      void this.#writeWaiting();
    } else {
      const wait = Math.max(0, this.#lastWriteAt + this.batchMs - performance.now());
      this.#timer ??= setTimeout(() => {
        this.#timer = null;
        void this.#writeWaiting();
      }, wait);
    }
  }

  /** @internal `stream` will send nothing more. */
  forget(stream: TokenStream): void {
    this.#waiting.delete(stream);
  }

  #cancelTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  async #writeWaiting(): Promise<void> {
    const streams = [...this.#waiting];
    this.#waiting.clear();
    this.#urgent = false;
    if (streams.length === 0) return;
    this.#writing = true;
    this.#lastWriteAt = performance.now();
    const batches = streams.map((stream) => stream.take());
    try {
      await this.write(batches);
      for (const stream of streams) stream.written();
    } catch (error) {
      for (const stream of streams) stream.failed(error);
    } finally {
      this.#writing = false;
    }
    this.#arm();
  }
}

/**
 * One document's text as the model writes it, published through the process's TokenBatcher
 * with the offset it starts at (a watcher that joined late trims what it already has).
 */
export class TokenStream {
  /** Characters pushed so far: the offset of the next token. */
  #pushed = 0;
  #buffer = '';
  #bufferAt = 0;
  /** Characters taken into a write / confirmed written. */
  #taken = 0;
  #written = 0;
  #failure: { error: unknown } | null = null;
  #discarded = false;
  #waiters: Array<{ upTo: number; resolve: () => void; reject: (error: unknown) => void }> = [];

  constructor(
    private readonly batcher: TokenBatcher,
    private readonly commands: BatchCommands,
  ) {}

  push(delta: string): void {
    if (!delta || this.#discarded || this.#failure) return;
    if (!this.#buffer) this.#bufferAt = this.#pushed;
    this.#buffer += delta;
    this.#pushed += delta.length;
    // The document's first text goes out at once: the reader sees writing start.
    this.batcher.schedule(this, this.#bufferAt === 0);
  }

  /** Resolves once everything pushed so far is published; throws if a write failed. */
  flushed(): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure.error);
    const upTo = this.#pushed;
    if (this.#written >= upTo) return Promise.resolve();
    if (this.#buffer) this.batcher.schedule(this, true);
    return new Promise((resolve, reject) => this.#waiters.push({ upTo, resolve, reject }));
  }

  /**
   * Drops what was not sent yet and sends nothing more (the model call failed and the document
   * starts over): resolves once no write of this stream is in progress, so nothing of it can
   * land after what the caller does next.
   */
  async discard(): Promise<void> {
    this.#discarded = true;
    this.#buffer = '';
    this.#pushed = this.#taken;
    this.batcher.forget(this);
    await this.flushed().catch(() => {});
  }

  /** @internal The batcher takes the text that waits. */
  take(): TextBatch {
    const batch = { commands: this.commands, delta: this.#buffer, at: this.#bufferAt };
    this.#taken = this.#bufferAt + this.#buffer.length;
    this.#buffer = '';
    return batch;
  }

  /** @internal The last taken batch is published. */
  written(): void {
    this.#written = this.#taken;
    this.#waiters = this.#waiters.filter((waiter) => {
      if (waiter.upTo > this.#written) return true;
      waiter.resolve();
      return false;
    });
  }

  /** @internal The last taken batch could not be published: so is nothing after it. */
  failed(error: unknown): void {
    this.#failure ??= { error };
    this.#buffer = '';
    this.batcher.forget(this);
    for (const waiter of this.#waiters) waiter.reject(error);
    this.#waiters = [];
  }
}

const batchers = new WeakMap<Redis, TokenBatcher>();

/** The process's batcher for a Redis connection: every stream written through it shares it. */
export function tokenBatcherFor(redis: Redis): TokenBatcher {
  let batcher = batchers.get(redis);
  if (!batcher) {
    batcher = new TokenBatcher(redisBatchWriter(redis));
    batchers.set(redis, batcher);
  }
  return batcher;
}
