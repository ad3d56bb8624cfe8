/**
 * Publishes one document's tokens in order without holding up the model's stream. The first
 * token goes out at once; tokens that arrive while a publish is on its way wait for it and then
 * go out together as one event. So a quiet machine sends every token alone (no added delay) and
 * a busy one sends fewer, larger events instead of falling behind.
 */
export class TokenStream {
  #written = 0;
  #buffer = '';
  #bufferAt = 0;
  #draining: Promise<void> | null = null;
  #failure: { error: unknown } | null = null;

  constructor(private readonly send: (delta: string, at: number) => Promise<void>) {}

  push(delta: string): void {
    if (!delta) return;
    if (!this.#buffer) this.#bufferAt = this.#written;
    this.#buffer += delta;
    this.#written += delta.length;
    this.#draining ??= this.#drain();
  }

  /** Resolves once everything pushed so far is published; throws if a publish failed. */
  async flushed(): Promise<void> {
    await this.#draining;
    if (this.#failure) throw this.#failure.error;
  }

  async #drain(): Promise<void> {
    try {
      while (this.#buffer) {
        const [delta, at] = [this.#buffer, this.#bufferAt];
        this.#buffer = '';
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
