/** The shortest time between two publishes of one document: a reader cannot tell the difference. */
export const TOKEN_BATCH_MS = 25;

/**
 * Publishes one document's tokens in order without holding up the model's stream. The first
 * token goes out at once; later ones go out at most every TOKEN_BATCH_MS (or, when a publish
 * takes longer, as soon as it is done), all that arrived meanwhile together as one event. So
 * Redis gets one write per batch rather than one per token, and a busy machine sends fewer,
 * larger events instead of falling behind. flushed() sends what waits at once.
 */
export class TokenStream {
  #written = 0;
  #buffer = '';
  #bufferAt = 0;
  #lastSentAt = Number.NEGATIVE_INFINITY;
  #draining: Promise<void> | null = null;
  #failure: { error: unknown } | null = null;
  /** While the drain waits out the batch interval: ends the wait at once. */
  #wake: (() => void) | null = null;
  #flushing = false;

  constructor(
    private readonly send: (delta: string, at: number) => Promise<void>,
    private readonly batchMs = TOKEN_BATCH_MS,
  ) {}

  push(delta: string): void {
    if (!delta) return;
    if (!this.#buffer) this.#bufferAt = this.#written;
    this.#buffer += delta;
    this.#written += delta.length;
    this.#draining ??= this.#drain();
  }

  /** Resolves once everything pushed so far is published; throws if a publish failed. */
  async flushed(): Promise<void> {
    this.#flushing = true;
    try {
      this.#wake?.();
      await this.#draining;
    } finally {
      this.#flushing = false;
    }
    if (this.#failure) throw this.#failure.error;
  }

  #pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#wake?.(), ms);
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#buffer) {
        const wait = this.#lastSentAt + this.batchMs - performance.now();
        if (wait > 0 && !this.#flushing) await this.#pause(wait);
        const [delta, at] = [this.#buffer, this.#bufferAt];
        this.#buffer = '';
        this.#lastSentAt = performance.now();
        await this.send(delta, at);
      }
    } catch (error) {
      this.#failure ??= { error };
      this.#buffer = '';
    } finally {
      this.#draining = null;
    }
  }
}
