import { getPriority, setPriority } from 'node:os';
import type { Logger } from 'pino';

/**
 * Lowers the worker's CPU priority to `nice` (never raises it: a worker started at a lower
 * priority stays there). Generation streams, renders and e-mail are work a person waits seconds
 * for; the server's requests are waited for in milliseconds. On a machine the two share, the
 * kernel then runs a request first whenever both are ready. Under the 200-person load
 * (bench/load, 2 cores) the p99 of the server's short routes (landing page, sign-in, document
 * read and save, support message) fell by about half with the worker at 10; the generations'
 * and PDFs' figures stayed within their run-to-run noise, since the cores are full in bursts,
 * not on average.
 *
 * Linux keeps a priority per thread: this is called first thing, so the threads and processes
 * the main thread starts afterwards (Chromium, the extraction threads) inherit it.
 */
export function lowerPriority(nice: number, logger: Logger): void {
  if (nice <= 0) return;
  try {
    const current = getPriority();
    if (current < nice) setPriority(nice);
  } catch (error) {
    logger.warn({ err: (error as Error).message, nice }, 'could not lower the worker priority');
  }
}
