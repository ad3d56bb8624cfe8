import type { Env } from '@app/server/env';
import type { Logger } from 'pino';
import { RenderPool } from './browser-pool.js';

let shared: RenderPool | undefined;

/** The pool options a worker's settings give. */
export const renderPoolOptions = (
  env: Pick<
    Env,
    'CHROMIUM_PATH' | 'WORKER_CONCURRENCY_RENDER' | 'RENDER_TIMEOUT_MS' | 'RENDER_RESTART_EVERY'
  >,
  logger?: Logger,
) => ({
  executablePath: env.CHROMIUM_PATH,
  size: env.WORKER_CONCURRENCY_RENDER,
  timeoutMs: env.RENDER_TIMEOUT_MS,
  restartEvery: env.RENDER_RESTART_EVERY,
  logger,
});

/**
 * The process's render pool, created on first use (Chromium itself starts with the first PDF,
 * so a worker that never renders never launches it).
 */
export function sharedRenderPool(env: Env, logger?: Logger): RenderPool {
  shared ??= new RenderPool(renderPoolOptions(env, logger));
  return shared;
}

/** Closes the process's Chromium, if one was started (worker shutdown). */
export async function closeSharedRenderPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
