import { fileURLToPath } from 'node:url';
import { runChild } from './fork-child.mjs';

const CHILD = fileURLToPath(new URL('./custom-load-child.mjs', import.meta.url));

/**
 * @typedef {import('./load.mjs').LoadOptions & {
 *   method?: string,
 *   headers?: Record<string, string>,
 *   body?: string,
 *   setupModule?: string,
 *   setupOptions?: unknown,
 * }} CustomLoadOptions `setupModule`: absolute path of a module whose default export takes
 *   `setupOptions` and returns autocannon's `setupRequest(request)`, called once per request.
 *
 * @typedef {import('./load.mjs').LoadResult & {
 *   durationS: number,
 *   statusCodes: Record<string, number>,
 * }} CustomLoadResult `durationS`: measured seconds; `statusCodes`: answers per HTTP status
 */

/**
 * runLoad (load.mjs) for requests that need more than a URL: autocannon in its own process,
 * never sharing an event loop with the server it loads.
 * @param {CustomLoadOptions} options
 * @returns {Promise<CustomLoadResult>}
 */
export function runCustomLoad({ connections = 50, duration = 10, warmup = 3, ...rest }) {
  return runChild({
    name: 'load generator',
    script: CHILD,
    message: { connections, duration, warmup, ...rest },
  });
}
