// The product as the generation benchmarks run it: the fake model, the built server configured to
// use it (the fallback provider from the environment: OpenAI at the fake's URL), and one worker
// running the generation queue with the given concurrency.
import { fileURLToPath } from 'node:url';
import { startNode } from '../lib/child.mjs';
import { freePort } from '../lib/port.mjs';
import { startProductServer, startProductWorker } from '../lib/product.mjs';

const FAKE_MODEL = fileURLToPath(new URL('./fake-model.mjs', import.meta.url));

/**
 * @param {{ databaseUrl: string, model: { firstTokenMs: number, tokens: number, tokensPerSecond: number },
 *   workerConcurrency: number }} options
 */
export async function startGenerationStack({ databaseUrl, model, workerConcurrency }) {
  const port = await freePort();
  const modelBase = `http://127.0.0.1:${port}`;
  const modelUrl = `${modelBase}/v1`;
  await startNode({
    name: 'fake model',
    script: FAKE_MODEL,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      FIRST_TOKEN_MS: String(model.firstTokenMs),
      TOKENS: String(model.tokens),
      TOKENS_PER_SECOND: String(model.tokensPerSecond),
    },
    healthUrl: `${modelBase}/health`,
  });
  const ai = { OPENAI_API_KEY: 'bench-key', OPENAI_BASE_URL: modelUrl, OPENAI_MODEL: 'bench-fake' };
  const server = await startProductServer({ databaseUrl, env: ai });
  const worker = await startProductWorker({
    databaseUrl,
    queuePrefix: server.queuePrefix,
    env: { ...ai, WORKER_QUEUES: 'generation', WORKER_CONCURRENCY_GENERATION: String(workerConcurrency) },
  });
  return { modelBase, modelUrl, server, worker };
}

/** Stops the worker and the server, then shows what they printed (a crash's last words). */
export async function stopProduct(
  /** @type {Array<[string, import('../lib/child.mjs').Started]>} */ started,
) {
  for (const [, s] of started) await s.stop();
  for (const [name, s] of started) {
    if (s.output().trim()) console.log(`${name} output (last lines):\n${s.output()}`);
  }
}
