import { createServer } from 'node:net';

/**
 * Asks the OS for a free TCP port. Another process could take it before our child binds it;
 * the child would then fail to start and the bench reports that, which is fine for a bench.
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
