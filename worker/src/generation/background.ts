/**
 * Work a generation starts without waiting for it (recording a stage, publishing a token, saving
 * the first document while the second is written), settled before the generation finishes.
 * A failure is held, never left unhandled, and thrown by `settle()`.
 */
export class Background {
  #pending: Promise<void>[] = [];
  #failure: { error: unknown } | null = null;

  run(work: Promise<unknown>): void {
    this.#pending.push(
      work.then(
        () => undefined,
        (error: unknown) => {
          this.#failure ??= { error };
        },
      ),
    );
  }

  /** Waits for everything started so far; throws the first failure. */
  async settle(): Promise<void> {
    while (this.#pending.length > 0) {
      const batch = this.#pending;
      this.#pending = [];
      await Promise.all(batch);
    }
    if (this.#failure) throw this.#failure.error;
  }
}
