import { fileURLToPath } from 'node:url';
import { startNode } from './child.mjs';
import { runLoad } from './load.mjs';
import { freePort } from './port.mjs';

const HELLO_SERVER = fileURLToPath(new URL('../api-throughput/hello-server.mjs', import.meta.url));

/**
 * Loads the baseline target (a Fastify hello-world in its own process, the one api-throughput
 * uses) with `load`, so every scenario's ratio compares against the same reference.
 * @param {Omit<import('./load.mjs').LoadOptions, 'url'>} load
 */
export async function measureHelloBaseline(load) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const env = { HOST: '127.0.0.1', PORT: String(port) };
  const server = await startNode({ name: 'baseline server', script: HELLO_SERVER, env, healthUrl: url });
  try {
    return await runLoad({ url, ...load });
  } finally {
    await server.stop();
  }
}

/**
 * Starts the baseline target and leaves it running, for scenarios that take turns between it and
 * the product (see bench/auth): `stop` ends it (it is also stopped when the bench exits).
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startHelloBaseline() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const env = { HOST: '127.0.0.1', PORT: String(port) };
  const server = await startNode({ name: 'baseline server', script: HELLO_SERVER, env, healthUrl: url });
  return { url, stop: server.stop };
}
