/**
 * Runs `close` once on the first SIGINT/SIGTERM, then exits; a second signal or the timeout
 * forces the exit, so a stuck connection never keeps the process alive.
 */
export function onShutdownSignal(timeoutMs: number, close: () => Promise<void>): void {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    const timer = setTimeout(() => {
      console.error(`Shutdown took longer than ${timeoutMs} ms after ${signal}; exiting.`);
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
